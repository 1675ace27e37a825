import { deleteRowsBefore } from '#api/db/batched-expiry.js';
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

/** Deletes up to `limit` events received before `before`; resolves to how many. */
export function deleteAnalyticsEventsBefore(db: Database, before: Date, limit: number): Promise<number> {
  return deleteRowsBefore(
    db,
    { table: analyticsEvents, key: analyticsEvents.id, time: analyticsEvents.receivedAt },
    before,
    limit,
  );
}
