import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

interface Hit {
  hits: number;
  ttlMs: number;
}

/** Counts one hit in the key's current window, opening a new window when the last one has ended: one statement. */
async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const window = `${windowMs} milliseconds`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: sql`now() + ${window}::interval` })
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
  if (!row) throw new Error('The rate-limit counter was not written');
  return { hits: row.hits, ttlMs: Number(row.ttlMs) };
}

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
