// `npm start`: install what is missing, build what is missing or out of date (web app and server), then serve
// web app + API on one port with plain `node` on the compiled server.
import { execSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './newest-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });

const packages = ['packages/domain', 'packages/contracts', 'packages/content'].map((dir) => `${root}/${dir}`);
if (isStale(`${root}/apps/web/dist/index.html`, [`${root}/apps/web`, ...packages])) {
  execSync('npm run build --silent -w apps/web', { cwd: root, stdio: 'inherit' });
}
if (isStale(`${root}/apps/api/dist/server.js`, [`${root}/apps/api/src`, `${root}/apps/api/scripts`, ...packages])) {
  execSync('npm run build --silent -w apps/api', { cwd: root, stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
