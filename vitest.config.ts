import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // *.pg.test.ts prove behaviour only a real server shows (row locking under concurrency). *.prod.test.ts
          // start compiled server processes and run on their own (apps/api/vitest.production.config.ts).
          exclude: [
            'apps/api/src/**/*.prod.test.ts',
            ...(process.env.TEST_DATABASE_URL ? [] : ['apps/api/src/**/*.pg.test.ts']),
          ],
          environment: 'node',
          // Files in one worker share the in-memory template database instead of each building their own.
          isolate: false,
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
