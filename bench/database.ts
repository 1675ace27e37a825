import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fixedClock } from '../apps/api/src/clock.js';
import { type DatabaseHandle, fromPostgres, openDatabase } from '../apps/api/src/db/client.js';
import { seedDatabase } from '../apps/api/src/db/seed/seed.js';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the API server process that serves this database. */
  serverEnv: Record<string, string>;
  /** Opens a handle for loading data; close it before the server starts when on PGlite (one writer). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/**
 * A connection to the server DATABASE_URL names, for creating and dropping the scratch database. The URL's own
 * database need not exist (`…/bench` on a fresh server): the server's maintenance database `postgres` is used then.
 */
async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const maintenance = new URL(url);
    maintenance.pathname = '/postgres';
    const fallback = new pg.Client({ connectionString: maintenance.toString() });
    await fallback.connect();
    return fallback;
  }
}

/** An empty database named `prefix_<time>` on the server `url` names, and how to drop it. */
export async function createScratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = await adminClient(url);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = await adminClient(url);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A fresh, seeded database: a scratch PostgreSQL database when DATABASE_URL is set, else a PGlite folder. */
export async function createBenchDatabase(now: Date): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 'hs_bench');
    const handle = await fromPostgres(scratch.url);
    await seedDatabase(handle.db, fixedClock(now), { demo: true });
    await handle.close();
    return {
      kind: 'postgres',
      // A real deployment needs a key of its own; a benchmark's throw-away one will do.
      serverEnv: { DATABASE_URL: scratch.url, ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      open: () => fromPostgres(scratch.url, { migrate: false }),
      dispose: scratch.drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  await seedDatabase(handle.db, fixedClock(now), { demo: true });
  await handle.close();
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir, migrate: false }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
