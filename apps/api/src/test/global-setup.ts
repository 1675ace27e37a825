import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildTemplates } from './pglite-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the PGlite templates built for this run; empty when the suite runs on PostgreSQL. */
    pgliteTemplates: string;
    /** The server compiled from this run's sources, for the tests that start it as a process (server-process.ts). */
    serverBundle: string;
  }
}

/**
 * Compiles the server once per run, as production does (scripts/build.mjs), into a folder of its own: a process
 * started from it spends its start serving, not translating TypeScript module by module (about 2 CPU-seconds).
 */
function buildServerBundle(project: TestProject): () => void {
  const api = fileURLToPath(new URL('../../', import.meta.url));
  const folder = fileURLToPath(new URL(`../../../../.e2e/api-test-server-${process.pid}`, import.meta.url));
  execFileSync(process.execPath, [`${api}/scripts/build.mjs`, folder], { stdio: 'inherit' });
  project.provide('serverBundle', `${folder}/server.js`);
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * Builds the PGlite templates once per run instead of once per worker (each build takes seconds and a
 * resident template takes about 800 MB); workers load the saved data folders.
 */
export default async function setup(project: TestProject) {
  const removeBundle = buildServerBundle(project);
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', '');
    return removeBundle;
  }
  const templates = await buildTemplates();
  project.provide('pgliteTemplates', templates.folder);
  return async () => {
    removeBundle();
    await templates.remove();
  };
}
