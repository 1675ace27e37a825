import type { Database } from '#api/db/client.js';
import type { RedisLink } from '#api/redis/redis-link.js';
import { databaseAttemptCounter } from './database-attempt-counter.js';
import { redisAttemptCounter } from './redis-attempt-counter.js';

export interface AttemptCount {
  /** Attempts counted in the key's current window, this one included. */
  count: number;
  /** Until the window ends, when the count starts again from zero. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in fixed windows, in one place for every API process. A window opens with its first
 * attempt and is never extended, so waiting it out always ends a block however often a blocked client retries.
 */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back: a right answer is not a failure. */
  takeBack(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis when REDIS_URL is set; otherwise the database every process already shares (decision 018). While Redis
 * is down, or an attempt's command to it fails, attempts are counted in the database instead: a guess is always
 * counted somewhere, never let through uncounted (decision 043). A count moves from one store to the other with
 * Redis's health, so across a switch a client can get up to one more window's worth of attempts.
 */
export function attemptCounter(db: Database, redis: RedisLink | undefined): AttemptCounter {
  const database = databaseAttemptCounter(db);
  if (!redis) return database;
  const inRedis = redisAttemptCounter(redis);
  return {
    hit: (key, windowMs) => inRedis.hit(key, windowMs).catch(() => database.hit(key, windowMs)),
    // Taken back where attempts are being counted now, which is where the attempt was but across a switch.
    takeBack: (key) => inRedis.takeBack(key).catch(() => database.takeBack(key)),
    close: () => database.close(),
  };
}
