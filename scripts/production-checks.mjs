// The production checks: `NODE_ENV=production npm start` on a fresh clone, several processes migrating one
// PostgreSQL at once, SIGTERM draining under a burst of bookings, and two API processes over one PostgreSQL
// and one Redis with one of them killed. They start real processes from the compiled server on the Node production
// runs, which they fetch from the npm registry on their first run; the fresh clone's `npm start` runs on this
// machine's Node (apps/api/vitest.production.config.ts, decision 074). They need TEST_DATABASE_URL and TEST_REDIS_URL.
// `npm test` runs the same config itself; this script runs them alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.log(`(${missing.join(' and ')} not set: the production checks need PostgreSQL and Redis; skipped.)`);
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '-c', 'apps/api/vitest.production.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
