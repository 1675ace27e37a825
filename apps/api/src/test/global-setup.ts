import type { TestProject } from 'vitest/node';
import { buildTemplates } from './pglite-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the PGlite templates built for this run; empty when the suite runs on PostgreSQL. */
    pgliteTemplates: string;
  }
}

/**
 * Builds the PGlite templates once per run instead of once per worker (each build takes seconds and a
 * resident template takes about 800 MB); workers load the saved data folders.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', '');
    return;
  }
  const templates = await buildTemplates();
  project.provide('pgliteTemplates', templates.folder);
  return templates.remove;
}
