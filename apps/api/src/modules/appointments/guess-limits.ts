import { canonicalConfirmCode } from '@hs/domain';
import type { Config } from '#api/config.js';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import { tooManyAttempts } from './appointments.errors.js';
import { clientScopeOf } from './client-scope.js';

export interface GuessAttempt {
  /** The guess was right: it does not count against anyone. */
  succeeded(): Promise<void>;
}

/** What counting a guess needs: the counter every process shares, the key that hashes scopes, the limits. */
interface GuessLimit {
  counter: AttemptCounter;
  secrets: Secrets;
  config: Config;
}

/**
 * Counts the attempt under each scope before anything is checked, so concurrent guesses see each other across
 * processes, and refuses it when any count is past CONFIRM_ATTEMPT_LIMIT in its window. A refused attempt checks
 * nothing; windows open with their first attempt and are never extended, so waiting one out ends a block.
 */
async function beginGuess(limit: GuessLimit, scopes: readonly string[]): Promise<GuessAttempt> {
  // Hashed, so the counters hold neither addresses nor codes.
  const keys = scopes.map((scope) => limit.secrets.keyedHash('attempt-scope', scope));
  const windowMs = limit.config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000;
  const counts = await Promise.all(keys.map((key) => limit.counter.hit(key, windowMs)));
  const over = counts.filter((count) => count.count > limit.config.CONFIRM_ATTEMPT_LIMIT);
  if (over.length > 0) {
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((count) => count.retryAfterMs)) / 1000));
    throw tooManyAttempts(retryAfterSeconds);
  }
  return { succeeded: async () => void (await Promise.all(keys.map((key) => limit.counter.takeBack(key)))) };
}

/**
 * A confirmation code checked with an appointment id (details, cancel, move): limited per client (an IPv4
 * address or an IPv6 /64), never per appointment, so nobody who knows an id can lock its holder out
 * (decision 011).
 */
export function beginConfirmGuess(limit: GuessLimit, clientIp: string): Promise<GuessAttempt> {
  return beginGuess(limit, [`confirm-client:${clientScopeOf(clientIp)}`]);
}

/**
 * Find my appointment: per client, which bounds guessing codes, and per code, which bounds guessing a known
 * code's last name and date of birth (decision 018).
 */
export function beginLookupGuess(limit: GuessLimit, attempt: { clientIp: string; confirmCode: string }) {
  const code = canonicalConfirmCode(attempt.confirmCode) ?? attempt.confirmCode.trim();
  return beginGuess(limit, [`lookup-client:${clientScopeOf(attempt.clientIp)}`, `lookup-code:${code}`]);
}
