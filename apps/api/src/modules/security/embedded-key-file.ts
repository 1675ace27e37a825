import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ownerOnlyFolder } from '#api/db/owner-only-folder.js';
import { newKeyList } from './keyring.js';

export const KEY_FILE = 'encryption-keys';

/**
 * The embedded database's keys, kept beside its data in DATA_DIR (owner-only): made at random on first start, so
 * a plain `npm start` needs no set-up and no key is ever derivable from the source. The file holds an
 * ENCRYPTION_KEYS list, so rotating is adding a key in front of the one there. Created with O_EXCL: of two
 * processes starting together, one writes it and the other reads it.
 */
export function embeddedKeyList(dataDir: string): string {
  ownerOnlyFolder(dataDir);
  const file = path.join(dataDir, KEY_FILE);
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, `${newKeyList('local-1')}\n`);
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
