import type { Clock } from '#api/clock.js';
import { batchedExpiry, type Expiry, type ExpiryLog } from '#api/db/batched-expiry.js';
import type { Database } from '#api/db/client.js';
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
export function idempotencyExpiry(deps: {
  db: Database;
  clock: Clock;
  batchSize?: number;
  log: ExpiryLog;
  roundFailed: (error: unknown) => void;
}): Expiry {
  return batchedExpiry({
    what: 'idempotent answers',
    clock: deps.clock,
    keptMs: ANSWER_KEPT_HOURS * 3_600_000,
    batchSize: deps.batchSize,
    db: deps.db,
    rows: expiringKeys,
    log: deps.log,
    roundFailed: deps.roundFailed,
  });
}
