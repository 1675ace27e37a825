import { batchedExpiry, type Expiry, type ExpiryDeps } from '#api/db/batched-expiry.js';
import { expiringEvents } from './analytics.repository.js';

const DAY = 86_400_000;

export type AnalyticsRetention = Expiry;

/** Analytics events are kept `retentionDays` (decision 044), then deleted by every API process, every hour. */
export function analyticsRetention(deps: ExpiryDeps & { retentionDays: number }): AnalyticsRetention {
  const { retentionDays, ...common } = deps;
  return batchedExpiry({ ...common, what: 'analytics events', keptMs: retentionDays * DAY, rows: expiringEvents });
}
