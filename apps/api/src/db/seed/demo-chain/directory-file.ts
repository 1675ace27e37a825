import { type DirectoryFile, toFileShape } from '@hs/directory';
import { directoryOfRows } from '#api/modules/directory';
import type { DemoChain } from './tables.js';

/**
 * The demo chain as a directory file, exactly what a chain's operators would write for it: the seed checks it
 * and imports it through the same importer as theirs (decision 050). Its rows are read as the importer reads the
 * database's, so the demo and an export of it are one file.
 */
export function demoDirectoryFile(chain: DemoChain): DirectoryFile {
  return toFileShape(directoryOfRows(chain));
}
