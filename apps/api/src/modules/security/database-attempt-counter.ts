import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { countHit } from '#api/db/rate-limit-hits.js';
import { rateLimitHits } from '#api/db/schema.js';
import type { AttemptCounter } from './attempt-counter.js';

const PREFIX = 'attempts:';
const SWEEP_EVERY_MS = 60_000;

/**
 * Attempt counts in the rate-limit table every API process shares: one upsert per attempt (see countHit).
 */
export function databaseAttemptCounter(db: Database): AttemptCounter {
  const sweeper = setInterval(() => {
    db.delete(rateLimitHits)
      .where(and(like(rateLimitHits.key, `${PREFIX}%`), lt(rateLimitHits.resetsAt, sql`now()`)))
      .catch(() => {});
  }, SWEEP_EVERY_MS).unref();

  return {
    async hit(key, windowMs) {
      const hit = await countHit(db, PREFIX + key, windowMs);
      return { count: hit.hits, retryAfterMs: hit.ttlMs };
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
