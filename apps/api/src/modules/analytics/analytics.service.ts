import type { AnalyticsEvent } from '@hs/contracts';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { insertAnalyticsEvents } from './analytics.repository.js';

/**
 * Stores a batch of analytics events the contract accepted: every field a number or one of our own words
 * (decision 044), so nothing in them needs scanning for patient data.
 */
export async function recordAnalyticsEvents(
  context: { db: Database; clock: Clock },
  events: readonly AnalyticsEvent[],
): Promise<number> {
  const now = context.clock.now();
  await insertAnalyticsEvents(
    context.db,
    events.map(({ name, schemaVersion, ...payload }) => ({ receivedAt: now, name, schemaVersion, payload })),
  );
  return events.length;
}
