import pg from 'pg';

/** Any fixed 64-bit number; it names the lock, so every process of this application must use the same one. */
const STARTUP_LOCK_KEY = 0x68735f7374617274n; // "hs_start"

/**
 * Runs `task` (migrate, then seed) holding a PostgreSQL advisory lock, so processes started at the same time
 * against one server prepare the database one after another: the first migrates and seeds, the others find it
 * done. The embedded database belongs to one process, so it needs no lock.
 */
export async function underStartupLock<T>(databaseUrl: string | undefined, task: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return task();
  const session = new pg.Client({ connectionString: databaseUrl });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await task();
  } finally {
    // Ending the session releases the lock, also when the task failed half-way.
    await session.end();
  }
}
