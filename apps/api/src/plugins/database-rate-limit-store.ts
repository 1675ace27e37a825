import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { countHit } from '#api/db/rate-limit-hits.js';
import { rateLimitHits } from '#api/db/schema.js';

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

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countHit(db, this.prefix + key, windowMs).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new DatabaseStore(undefined, `${String(route.method)} ${route.url}:`);
    }
  }
  return { Store: DatabaseStore as unknown as FastifyRateLimitStoreCtor, stop: () => clearInterval(sweeper) };
}
