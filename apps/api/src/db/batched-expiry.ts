import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { instant, rowsOf } from '#api/db/sql-values.js';

const HOUR = 3_600_000;
/** Small enough that one statement holds its row locks briefly, large enough that a backlog goes quickly. */
const EXPIRY_BATCH = 5000;

export interface Expiry {
  /** Deletes every row older than the period kept, batch after batch; resolves to how many. */
  deleteExpired(): Promise<number>;
  /** Deletes after `firstDelayMs`, then every `everyMs`. */
  start(options?: { firstDelayMs?: number; everyMs?: number }): void;
  /** Stops and waits for a deletion under way. */
  stop(): Promise<void>;
}

/** The rows an expiry deletes: its table, the column naming a row, and the time a row is aged from. */
export interface ExpiringRows {
  table: PgTable;
  key: PgColumn;
  time: PgColumn;
}

export interface ExpiryLog {
  info(details: object, message: string): void;
}

/** What an expiry runs with, whichever rows it deletes. */
export interface ExpiryDeps {
  db: Database;
  clock: Clock;
  batchSize?: number | undefined;
  log: ExpiryLog;
  /** Told of a round that failed, to log it (once for a whole database outage). */
  roundFailed: (error: unknown) => void;
}

/**
 * Rows kept `keptMs` and then deleted, from inside every API process (decision 044), a batch per statement,
 * skipping rows another process holds (`for update skip locked`), so several processes share a backlog instead of
 * waiting on each other.
 */
export function batchedExpiry(
  deps: ExpiryDeps & {
    /** What the rows are, in the log: "analytics events". */
    what: string;
    keptMs: number;
    rows: ExpiringRows;
  },
): Expiry {
  const batchSize = deps.batchSize ?? EXPIRY_BATCH;

  async function deleteExpired(): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - deps.keptMs);
    let deleted = 0;
    for (;;) {
      const count = await deleteRowsBefore(deps.db, deps.rows, before, batchSize);
      deleted += count;
      if (count < batchSize) break;
    }
    if (deleted > 0) deps.log.info({ deleted, before: before.toISOString() }, `${deps.what} expired`);
    return deleted;
  }

  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let running = false;
  const schedule = (delayMs: number, everyMs: number) => {
    timer = setTimeout(() => {
      round = deleteExpired().then(
        () => undefined,
        // The database may be away for a moment; the rows are still old at the next round.
        deps.roundFailed,
      );
      void round.then(() => {
        if (running) schedule(everyMs, everyMs);
      });
    }, delayMs);
    timer.unref();
  };

  return {
    deleteExpired,
    // A minute after the start, which has work enough of its own, then every hour.
    start({ firstDelayMs = 60_000, everyMs = HOUR } = {}) {
      clearTimeout(timer);
      running = true;
      schedule(firstDelayMs, everyMs);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}

/**
 * Deletes up to `limit` rows of `table` whose `time` is before `before`, one statement; resolves to how many.
 * Rows another process is deleting at the same moment are skipped rather than waited for, so processes sharing
 * the work never queue.
 */
async function deleteRowsBefore(db: Database, rows: ExpiringRows, before: Date, limit: number): Promise<number> {
  const key = sql.identifier(rows.key.name);
  const result = await db.execute(sql`
    delete from ${rows.table}
    where ${key} in (
      select ${key} from ${rows.table} where ${sql.identifier(rows.time.name)} < ${instant(before)}
      limit ${limit} for update skip locked)
    returning ${key}`);
  return rowsOf(result).length;
}
