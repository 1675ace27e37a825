import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Node.js production runs (decision 040): the Dockerfile's image and `.nvmrc` name its major, and
 * production-node.test.ts keeps the three together. The production checks start the compiled server on this
 * exact release as well as on the machine's own Node.
 */
export const PRODUCTION_NODE_VERSION = '26.12.1';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
// The registry's node-<platform>-<arch> package ships the official binary, so npm alone fetches it.
const name = `node-${process.platform}-${process.arch}`;
const folder = path.join(root, 'node_modules', '.cache', `${name}-${PRODUCTION_NODE_VERSION}`);

/** Where the binary is once installProductionNode() has run. */
export const productionNodeBinary = path.join(folder, 'node_modules', name, 'bin', 'node');

/**
 * Installs the binary into node_modules/.cache (about 58 MB to fetch, once per machine), outside the lockfile and
 * so outside the image, which has its own Node.
 */
export function installProductionNode(): void {
  if (existsSync(productionNodeBinary)) return;
  // Installed beside the final folder and renamed into place, so that a run stopped halfway, or two runs at
  // once, never leave a folder without its binary.
  const partial = `${folder}.partial-${process.pid}`;
  mkdirSync(partial, { recursive: true });
  try {
    const flags = ['--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'];
    execFileSync('npm', ['install', '--prefix', partial, ...flags, `${name}@${PRODUCTION_NODE_VERSION}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!existsSync(productionNodeBinary)) renameSync(partial, folder);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
