import { batchedExpiry, type Expiry, type ExpiryDeps } from '#api/db/batched-expiry.js';
import { expiringKeys } from './idempotency.repository.js';

/**
 * How long an Idempotency-Key's answer is kept (decision 068): a lost answer is retried within seconds (the web
 * app's automatic retries) to hours (a visitor coming back to the open page, an integration engine's queue).
 */
export const ANSWER_KEPT_HOURS = 24;

/**
 * Deletes the answers kept longer than ANSWER_KEPT_HOURS, from inside every API process, every hour; a key sent
 * again after that is a new request.
 */
export function idempotencyExpiry(deps: ExpiryDeps): Expiry {
  return batchedExpiry({
    ...deps,
    what: 'idempotent answers',
    keptMs: ANSWER_KEPT_HOURS * 3_600_000,
    rows: expiringKeys,
  });
}
