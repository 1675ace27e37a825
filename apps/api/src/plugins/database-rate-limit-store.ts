import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { countHit } from '#api/db/rate-limit-hits.js';
import { rateLimitHits } from '#api/db/schema.js';
import { countingRateLimitStore } from './counting-rate-limit-store.js';

/** Windows that ended this long ago belong to clients that went away; their rows are removed now and then. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store in the PostgreSQL database, so every API process counts against one limit without
 * Redis. The database's clock decides the windows, so processes with drifting clocks still agree.
 */
export function databaseRateLimitStore(db: Database): { Store: FastifyRateLimitStoreCtor; stop(): void } {
  const sweeper = setInterval(() => {
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetsAt, sql`now() - interval '1 minute'`))
      .catch(() => {});
  }, SWEEP_EVERY_MS).unref();

  const Store = countingRateLimitStore(async (key, windowMs) => {
    const hit = await countHit(db, key, windowMs);
    return { current: hit.hits, ttl: hit.ttlMs };
  });
  return { Store, stop: () => clearInterval(sweeper) };
}
