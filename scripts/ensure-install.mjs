// Installs the workspace's packages when any the lockfile lists is missing or the lockfile is newer than the
// install, so every top-level command works on a fresh clone and repairs a partial install (for example one
// made with NODE_ENV=production, which leaves out the build tools).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}/node_modules/.package-lock.json`;
const lock = `${root}/package-lock.json`;

/** Packages the lockfile requires on every platform whose folder is absent; optional ones are per platform. */
function missingPackages() {
  const { packages } = JSON.parse(readFileSync(lock, 'utf8'));
  return Object.entries(packages).filter(
    ([location, entry]) => location.includes('node_modules/') && !entry.optional && !existsSync(`${root}/${location}`),
  );
}

const stale =
  !existsSync(marker) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs) ||
  (existsSync(lock) && missingPackages().length > 0);
if (stale) {
  console.log('Installing packages…');
  // The build tools are dev dependencies: include them whatever NODE_ENV says.
  execSync('npm install --include=dev --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
