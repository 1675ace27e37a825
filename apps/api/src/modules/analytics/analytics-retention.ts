import type { Clock } from '#api/clock.js';
import { batchedExpiry, type Expiry, type ExpiryLog } from '#api/db/batched-expiry.js';
import type { Database } from '#api/db/client.js';
import { expiringEvents } from './analytics.repository.js';

const DAY = 86_400_000;

export type AnalyticsRetention = Expiry;

/** Analytics events are kept `retentionDays` (decision 044), then deleted by every API process, every hour. */
export function analyticsRetention(deps: {
  db: Database;
  clock: Clock;
  retentionDays: number;
  batchSize?: number;
  log: ExpiryLog;
  roundFailed: (error: unknown) => void;
}): AnalyticsRetention {
  return batchedExpiry({
    what: 'analytics events',
    clock: deps.clock,
    keptMs: deps.retentionDays * DAY,
    batchSize: deps.batchSize,
    db: deps.db,
    rows: expiringEvents,
    log: deps.log,
    roundFailed: deps.roundFailed,
  });
}
