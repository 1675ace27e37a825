// Installs the workspace's packages when they are missing or older than the lockfile, so every
// top-level command works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}/node_modules/.package-lock.json`;
const lock = `${root}/package-lock.json`;

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  console.log('Installing packages (first run)…');
  execSync('npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
  });
}
