// `npm run dev`: the API with reload on change, and the web app with hot module replacement (port 5173).
import { execSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execSync('node scripts/ensure-install.mjs', { cwd: root, stdio: 'inherit' });

const children = [
  // A reload should not wait for load balancers that are not there. The pages are opened on vite's port, so links
  // in messages point there, and the staff console's passkeys and origin checks expect it.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { SHUTDOWN_DRAIN_SECONDS: '0', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
