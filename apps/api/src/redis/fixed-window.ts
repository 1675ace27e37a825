import type { RedisLink } from './redis-link.js';

/** INCR and the window's expiry in one atomic step, so concurrent hits each see their own count. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * Counts a hit under `key` in a window that opens with its first hit and is never extended, by Redis's clock: the
 * count in the window this one included, and how long until the window ends.
 */
export async function countInWindow(
  link: RedisLink,
  key: string,
  windowMs: number,
): Promise<{ count: number; ttlMs: number }> {
  const [count, ttl] = (await link.run((redis) => redis.eval(HIT, 1, key, String(windowMs)))) as [number, number];
  return { count, ttlMs: Math.max(0, ttl) };
}
