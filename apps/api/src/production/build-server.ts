import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { installProductionNode } from './production-node.js';

let prepared = false;

/**
 * The production checks run the compiled server, so they compile it first (a second or two), and fetch the Node
 * production runs if this machine does not have it yet. Each project calls this; the first does it.
 */
export default function buildServer(): void {
  if (prepared) return;
  prepared = true;
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  execSync('npm run build --silent -w apps/api', { cwd: root, stdio: 'inherit' });
  installProductionNode();
}
