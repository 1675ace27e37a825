import type { Database } from '#api/db/client.js';
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

/** Redis when REDIS_URL is set; otherwise the database every process already shares (decision 018). */
export function attemptCounter(db: Database, redisUrl: string | undefined): AttemptCounter {
  return redisUrl ? redisAttemptCounter(redisUrl) : databaseAttemptCounter(db);
}
