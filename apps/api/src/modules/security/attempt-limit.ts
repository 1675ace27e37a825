import type { AttemptCounter } from './attempt-counter.js';
import type { Secrets } from './secrets.js';
import { tooManyAttempts } from './security.errors.js';

/** Where attempts are counted, and how many a scope may make in one window. */
export interface AttemptLimit {
  counter: AttemptCounter;
  /** Hashes the scopes, so the counters hold neither addresses nor what was tried. */
  secrets: Secrets;
  limit: number;
  windowMs: number;
}

export interface Attempt {
  /** The attempt was right: it does not count against anyone. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt under each scope before anything is checked, so concurrent attempts see each other across
 * processes, and refuses it (429 with Retry-After) when any count is past the limit in its window. A refused
 * attempt checks nothing; windows open with their first attempt and are never extended, so waiting one out
 * ends a block (decision 037).
 */
export async function beginAttempt(limit: AttemptLimit, scopes: readonly string[]): Promise<Attempt> {
  const keys = scopes.map((scope) => limit.secrets.keyedHash('attempt-scope', scope));
  const counts = await Promise.all(keys.map((key) => limit.counter.hit(key, limit.windowMs)));
  const over = counts.filter((count) => count.count > limit.limit);
  if (over.length > 0) {
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((count) => count.retryAfterMs)) / 1000));
    throw tooManyAttempts(retryAfterSeconds);
  }
  return { succeeded: async () => void (await Promise.all(keys.map((key) => limit.counter.takeBack(key)))) };
}
