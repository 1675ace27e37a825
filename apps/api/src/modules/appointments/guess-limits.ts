import { canonicalConfirmCode } from '@hs/domain';
import type { Config } from '#api/config.js';
import {
  type Attempt,
  type AttemptCounter,
  type AttemptLimit,
  beginAttempt,
  clientScopeOf,
  type Secrets,
} from '#api/modules/security';

/** What counting a guess needs: the counter every process shares, the key that hashes scopes, the limits. */
interface GuessLimit {
  counter: AttemptCounter;
  secrets: Secrets;
  config: Config;
}

/** Guesses at appointments are limited to CONFIRM_ATTEMPT_LIMIT in CONFIRM_ATTEMPT_WINDOW_MINUTES. */
function attemptLimit({ counter, secrets, config }: GuessLimit): AttemptLimit {
  return {
    counter,
    secrets,
    limit: config.CONFIRM_ATTEMPT_LIMIT,
    windowMs: config.CONFIRM_ATTEMPT_WINDOW_MINUTES * 60_000,
  };
}

/**
 * A confirmation code checked with an appointment id (details, cancel, move): limited per client (an IPv4
 * address or an IPv6 /64), never per appointment, so nobody who knows an id can lock its holder out
 * (decision 011).
 */
export function beginConfirmGuess(limit: GuessLimit, clientIp: string): Promise<Attempt> {
  return beginAttempt(attemptLimit(limit), [`confirm-client:${clientScopeOf(clientIp)}`]);
}

/**
 * Find my appointment: per client, which bounds guessing codes, and per code, which bounds guessing a known
 * code's last name and date of birth (decision 018).
 */
export function beginLookupGuess(limit: GuessLimit, attempt: { clientIp: string; confirmCode: string }) {
  const code = canonicalConfirmCode(attempt.confirmCode) ?? attempt.confirmCode.trim();
  return beginAttempt(attemptLimit(limit), [`lookup-client:${clientScopeOf(attempt.clientIp)}`, `lookup-code:${code}`]);
}
