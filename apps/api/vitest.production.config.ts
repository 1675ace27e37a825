import { defineConfig } from 'vitest/config';

/**
 * The production checks: real server processes started from the compiled build, on real PostgreSQL and Redis.
 * Run by `node scripts/production-checks.mjs` (and so by `npm test`), not by the per-workspace suites.
 */
export default defineConfig({
  test: {
    name: 'production',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/production/**/*.prod.test.ts'],
    environment: 'node',
    globalSetup: ['src/production/build-server.ts'],
    // One check at a time: each starts its own servers and the machine may have two cores.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
