import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Directory } from '@hs/directory';
import { fixedClock } from '../apps/api/src/clock.js';
import { type DatabaseHandle, fromPostgres, openDatabase } from '../apps/api/src/db/client.js';
import { seedDatabase } from '../apps/api/src/db/seed/seed.js';
import { seedDirectory } from '../apps/api/src/modules/directory/index.js';

export interface ImportFigures {
  /** The first import into a fresh, migrated database, and the same file again (nothing to change). */
  firstMs: number;
  firstStatus: string;
  againMs: number;
  againStatus: string;
}

/**
 * Imports `directory` twice into the fresh database `open` gives (migrated, with the bundled content and no
 * chain), timing each: the first writes every row in one transaction, the second finds nothing to change.
 */
export async function timeImports(open: () => Promise<DatabaseHandle>, directory: Directory): Promise<ImportFigures> {
  const handle = await open();
  try {
    const now = new Date();
    await seedDatabase(handle.db, fixedClock(now), { demo: false });
    let started = performance.now();
    const first = await seedDirectory(handle.db, now, directory);
    const firstMs = performance.now() - started;
    started = performance.now();
    const again = await seedDirectory(handle.db, now, directory);
    return { firstMs, firstStatus: first.status, againMs: performance.now() - started, againStatus: again.status };
  } finally {
    await handle.close();
  }
}

/** The import on a throw-away embedded database folder. */
export async function timePgliteImports(directory: Directory): Promise<ImportFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-bench-big-'));
  try {
    return await timeImports(() => openDatabase({ dataDir: dir }), directory);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The import on an empty PostgreSQL database, migrated first; the database is kept for the searches. */
export function timePostgresImports(url: string, directory: Directory): Promise<ImportFigures> {
  return timeImports(() => fromPostgres(url), directory);
}
