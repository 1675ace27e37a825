import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/** A global per-client limit; counters live in Redis when configured so every API process shares them. */
export const rateLimitPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'hs-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [
        { status: 429, code: 'TOO_MANY_REQUESTS', message: `Too many requests. Please try again in ${context.after}.` },
      ],
    }),
  });
});
