import { Redis } from 'ioredis';
import type { AttemptCounter } from './attempt-counter.js';

const NAMESPACE = 'hs-attempts:';

/** INCR and the window's expiry in one atomic step, so concurrent attempts each see their own count. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const TAKE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

export function redisAttemptCounter(url: string): AttemptCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // Without a listener a Redis outage would crash the process; the commands themselves fail and say so.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, NAMESPACE + key, String(windowMs))) as [number, number];
      return { count, retryAfterMs: Math.max(0, ttl) };
    },
    async takeBack(key) {
      await redis.eval(TAKE_BACK, 1, NAMESPACE + key);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
