import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '#api/config.js';
import { HttpError } from '#api/http-error.js';
import { countInWindow } from '#api/redis/fixed-window.js';
import type { RedisLink } from '#api/redis/redis-link.js';
import { countingRateLimitStore } from './counting-rate-limit-store.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

/** Its own code, so a client can tell a rate limit from a refusal such as ALREADY_BOOKED, which is also 429. */
export const RATE_LIMITED = 'RATE_LIMITED';

export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

/**
 * A global per-client limit that holds across API processes: counters live in Redis when REDIS_URL is set, in
 * the PostgreSQL database when several workers share it without Redis, and in memory for a single process.
 * When the counter store cannot be reached the request is let through: the limit guards against floods, and an
 * outage of its store must not become an outage of the whole API. While Redis is known to be down that costs
 * nothing: its counts are not even tried (decision 043).
 */
export const rateLimitPlugin = fp<{ config: Config; redis: RedisLink | undefined }>(async (app, { config, redis }) => {
  const shared = !redis && config.API_WORKERS > 1 ? databaseRateLimitStore(app.deps.database.db) : undefined;
  if (shared) app.addHook('onClose', async () => shared.stop());
  const store = redis
    ? countingRateLimitStore(async (key, windowMs) => {
        const hit = await countInWindow(redis, `hs-rl:${key}`, windowMs);
        return { current: hit.count, ttl: hit.ttlMs };
      })
    : shared?.Store;

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    skipOnError: true,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, RATE_LIMITED, rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000))));
      return Object.assign(error, { statusCode: 429 });
    },
  });
});
