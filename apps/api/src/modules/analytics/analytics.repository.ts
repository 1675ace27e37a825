import type { ExpiringRows } from '#api/db/batched-expiry.js';
import type { Database } from '#api/db/client.js';
import { analyticsEvents } from '#api/db/schema.js';

interface AnalyticsEventRow {
  receivedAt: Date;
  name: string;
  schemaVersion: string;
  payload: unknown;
}

/** One statement for the whole batch: it is stored entirely or not at all. */
export async function insertAnalyticsEvents(db: Database, rows: readonly AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvents).values([...rows]);
}

/** Events, aged from their arrival. */
export const expiringEvents: ExpiringRows = {
  table: analyticsEvents,
  key: analyticsEvents.id,
  time: analyticsEvents.receivedAt,
};
