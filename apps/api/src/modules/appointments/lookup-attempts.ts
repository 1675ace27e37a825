import { canonicalConfirmCode } from '@hs/domain';
import type { Config } from '#api/config.js';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import { tooManyAttempts } from './appointments.errors.js';
import { clientScopeOf } from './client-scope.js';

interface LookupAttempt {
  /** The details matched: this attempt does not count against the client or the code. */
  succeeded(): Promise<void>;
}

/**
 * Limits "find my appointment" per client (an IPv4 address or IPv6 /64) and per code: the per-client limit
 * bounds guessing codes, the per-code limit bounds guessing a known code's last name and date of birth
 * (decision 018). Counted before the check, so concurrent attempts see each other across processes; a refused
 * attempt checks nothing.
 */
export async function beginLookupAttempt(
  counter: AttemptCounter,
  secrets: Secrets,
  config: Config,
  attempt: { clientIp: string; confirmCode: string },
): Promise<LookupAttempt> {
  const code = canonicalConfirmCode(attempt.confirmCode) ?? attempt.confirmCode.trim();
  // Hashed, so the counters hold neither addresses nor codes.
  const keys = [
    secrets.keyedHash('attempt-scope', `lookup-client:${clientScopeOf(attempt.clientIp)}`),
    secrets.keyedHash('attempt-scope', `lookup-code:${code}`),
  ];
  const windowMs = config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000;
  const counts = await Promise.all(keys.map((key) => counter.hit(key, windowMs)));
  const over = counts.filter((count) => count.count > config.CONFIRM_ATTEMPT_LIMIT);
  if (over.length > 0) {
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((count) => count.retryAfterMs)) / 1000));
    throw tooManyAttempts(retryAfterSeconds);
  }
  return { succeeded: async () => void (await Promise.all(keys.map((key) => counter.takeBack(key)))) };
}
