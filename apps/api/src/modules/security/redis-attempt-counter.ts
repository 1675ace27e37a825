import { countInWindow } from '#api/redis/fixed-window.js';
import type { RedisLink } from '#api/redis/redis-link.js';
import type { AttemptCounter } from './attempt-counter.js';

const NAMESPACE = 'hs-attempts:';

const TAKE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

/** Attempt counts in Redis, over the process's one connection (which the app closes). */
export function redisAttemptCounter(link: RedisLink): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const { count, ttlMs } = await countInWindow(link, NAMESPACE + key, windowMs);
      return { count, retryAfterMs: ttlMs };
    },
    async takeBack(key) {
      await link.run((redis) => redis.eval(TAKE_BACK, 1, NAMESPACE + key));
    },
    async close() {},
  };
}
