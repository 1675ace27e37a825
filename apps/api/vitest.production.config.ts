import { defineConfig } from 'vitest/config';
import { PRODUCTION_NODE_VERSION, productionNodeBinary } from './src/production/production-node.js';

const machineNode = process.version.slice(1);
const checks = 'src/production/**/*.prod.test.ts';
const freshClone = 'src/production/fresh-clone.prod.test.ts';

/**
 * The production checks: real server processes started from the compiled build, on real PostgreSQL and Redis.
 * Run by `node scripts/production-checks.mjs` (and so by `npm test`), not by the per-workspace suites. They run
 * on the Node production runs (decision 074); the fresh clone's `npm start`, which is about this machine's
 * install rather than the runtime, runs on the machine's own Node.
 */
const runtimes =
  machineNode === PRODUCTION_NODE_VERSION
    ? [{ version: machineNode, binary: process.execPath, include: [checks], exclude: [] }]
    : [
        { version: machineNode, binary: process.execPath, include: [freshClone], exclude: [] },
        { version: PRODUCTION_NODE_VERSION, binary: productionNodeBinary, include: [checks], exclude: [freshClone] },
      ];

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    // One check at a time: each starts its own servers on fixed ports and the machine may have two cores.
    fileParallelism: false,
    maxWorkers: 1,
    projects: runtimes.map((runtime) => ({
      test: {
        name: `production (node ${runtime.version})`,
        include: runtime.include,
        exclude: runtime.exclude,
        environment: 'node',
        globalSetup: ['src/production/build-server.ts'],
        setupFiles: ['src/production/no-queued-queries.ts'],
        provide: { serverNode: runtime.binary, serverNodeVersion: runtime.version },
        testTimeout: 300_000,
        hookTimeout: 300_000,
      },
    })),
  },
});
