import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema.js';
import type { AttemptCounter } from './attempt-counter.js';

const PREFIX = 'attempts:';
const SWEEP_EVERY_MS = 60_000;

/**
 * Attempt counts in the rate-limit table every API process shares: one upsert per attempt, which opens a new
 * window by the database's clock when the last one has ended, so processes with drifting clocks agree.
 */
export function databaseAttemptCounter(db: Database): AttemptCounter {
  const sweeper = setInterval(() => {
    db.delete(rateLimitHits)
      .where(and(like(rateLimitHits.key, `${PREFIX}%`), lt(rateLimitHits.resetsAt, sql`now()`)))
      .catch(() => {});
  }, SWEEP_EVERY_MS).unref();

  return {
    async hit(key, windowMs) {
      const window = `${windowMs} milliseconds`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: PREFIX + key, hits: 1, resetsAt: sql`now() + ${window}::interval` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${rateLimitHits.resetsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
            resetsAt: sql`case when ${rateLimitHits.resetsAt} <= now() then now() + ${window}::interval else ${rateLimitHits.resetsAt} end`,
          },
        })
        .returning({
          hits: rateLimitHits.hits,
          ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000))::int`,
        });
      if (!row) throw new Error('The attempt was not counted');
      return { count: row.hits, retryAfterMs: Number(row.ttlMs) };
    },
    async takeBack(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`${rateLimitHits.hits} - 1` })
        .where(and(eq(rateLimitHits.key, PREFIX + key), gt(rateLimitHits.hits, 0)));
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}
