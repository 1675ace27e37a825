// `npm start`: install if needed, build the web app, then serve web app + API on one port.
import { execSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });
execSync('npm run build --silent -w apps/web', { cwd: root, stdio: 'inherit' });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
