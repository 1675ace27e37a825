import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { analyticsEvents } from '#api/db/schema.js';
import { instant, rowsOf } from '#api/db/sql-values.js';

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

/**
 * Deletes up to `limit` events received before `before`; resolves to how many. Rows another process is
 * deleting at the same moment are skipped rather than waited for, so processes sharing the work never queue.
 */
export async function deleteAnalyticsEventsBefore(db: Database, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from analytics_events
    where id in (
      select id from analytics_events where received_at < ${instant(before)}
      limit ${limit} for update skip locked)
    returning id`);
  return rowsOf(result).length;
}
