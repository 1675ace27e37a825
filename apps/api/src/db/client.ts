import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ownerOnlyFolder } from './owner-only-folder.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** The query builder both drivers share; code above the db layer never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Connections held, idle, and queries waiting for one; for metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** PGlite is one connection inside the process, always open. */
const pgliteStats: PoolStats = { total: 1, idle: 0, waiting: 0 };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Start parameters for every embedded database. PostgreSQL's default 128 MB buffer pool is memory the WebAssembly
 * build allocates and initialises on every start, which took half of a start from a saved data folder. The
 * embedded database serves a newcomer's demo and the tests (production runs PostgreSQL): the seeded database,
 * catalogs included, is about 10 MB, so 16 MB still holds all of it.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Wraps an open PGlite instance (a data folder, in memory, or a clone). */
export async function fromPglite(client: PGlite, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', poolStats: () => pgliteStats, close: () => client.close() };
}

/** Connects a pool to a PostgreSQL server. */
export async function fromPostgres(
  connectionString: string,
  options: { migrate?: boolean; poolSize?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    // A database that does not answer fails requests within seconds (503) instead of holding them open.
    connectionTimeoutMillis: 5_000,
    // Only the hot statements are prepared by name, and their plans do not depend on the values bound; planning
    // them afresh on every execution (PostgreSQL's default for the first runs and whenever it guesses so) costs
    // more than executing them.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle connection that the server drops (restart, failover, a dropped test database) is replaced on next
  // use; without a listener the pool would crash the process instead.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  if (options.migrate !== false) await migrateNodePg(db, { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir` (in memory when dataDir is absent). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, { migrate: options.migrate });
  // PGlite creates only the last folder of the path; a fresh clone has none of `.data/pglite`.
  if (options.dataDir && !options.dataDir.includes('://')) ownerOnlyFolder(options.dataDir);
  return fromPglite(new PGlite(options.dataDir, { startParams: pgliteStartParams }), { migrate: options.migrate });
}
