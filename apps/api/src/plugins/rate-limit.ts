import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '#api/config.js';
import { HttpError } from '#api/http-error.js';
import { databaseRateLimitStore } from './database-rate-limit-store.js';

/** Its own code, so a client can tell a rate limit from a refusal such as ALREADY_BOOKED, which is also 429. */
export const RATE_LIMITED = 'RATE_LIMITED';

export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

/**
 * A global per-client limit that holds across API processes: counters live in Redis when REDIS_URL is set, in
 * the PostgreSQL database when several workers share it without Redis, and in memory for a single process.
 * When the counter store cannot be reached the request is let through: the limit guards against abuse, and an
 * outage of its store must not become an outage of the whole API.
 */
export const rateLimitPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    // Without a listener, a Redis that goes away would crash the process; requests skip the limit meanwhile.
    redis.on('error', () => {});
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  const shared = !redis && config.API_WORKERS > 1 ? databaseRateLimitStore(app.deps.database.db) : undefined;
  if (shared) app.addHook('onClose', async () => shared.stop());

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'hs-rl:' } : {}),
    ...(shared ? { store: shared.Store } : {}),
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(429, RATE_LIMITED, rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000))));
      return Object.assign(error, { statusCode: 429 });
    },
  });
});
