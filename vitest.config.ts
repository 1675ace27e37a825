import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './apps/web/vite-plugins/message-catalogs';

const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];
// Node 25 and later define a localStorage of their own, which hides jsdom's from the tests; where Node has the
// flag that turns it off, the DOM tests use it (decision 040).
const noNodeWebStorage = ['--no-experimental-webstorage'].filter((flag) =>
  process.allowedNodeEnvironmentFlags.has(flag),
);

export default defineConfig({
  test: {
    // One worker per core: vitest's default keeps a core back, which halves a 2-core machine, and much of a
    // test's time here is spent waiting on a database or a child process rather than computing.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure functions: files in one worker share loaded modules instead of importing them afresh.
          isolate: false,
          // Property tests run hundreds of cases; on a loaded machine they can take several seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // *.pg.test.ts prove behaviour only a real server shows (row locking under concurrency); *.pglite.test.ts
          // that of the embedded database alone (its data folder), so they run once, with the embedded database.
          // *.prod.test.ts start compiled server processes and run on their own (apps/api/vitest.production.config.ts).
          exclude: [
            'apps/api/src/**/*.prod.test.ts',
            process.env.TEST_DATABASE_URL ? 'apps/api/src/**/*.pglite.test.ts' : 'apps/api/src/**/*.pg.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/one-query-per-connection.ts'],
          // Files in one worker share loaded modules (and the template file read once) instead of importing afresh.
          isolate: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [messageCatalogs()],
        resolve: { alias: webAlias },
        test: {
          name: 'web-node',
          // Model, lib and config tests never render: they run without a DOM, which costs a second per file.
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['apps/web/src/test/english-messages.ts'],
        },
      },
      {
        plugins: [react(), messageCatalogs()],
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          execArgv: noNodeWebStorage,
          // One DOM per worker, emptied after every test (setup.ts), instead of a new jsdom and a fresh import
          // of React and the app for every file: that setup cost more than the tests themselves.
          isolate: false,
          // A test types and clicks through a whole page, and the first of a file loads the page's catalogs; on a
          // loaded 2-core machine that can take several seconds.
          testTimeout: 15_000,
          setupFiles: ['apps/web/src/test/english-messages.ts', 'apps/web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
