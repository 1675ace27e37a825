import type { Database } from '#api/db/client.js';
import { staffAudit } from '#api/db/schema.js';

export type StaffAuditInsert = typeof staffAudit.$inferInsert;

/** Append-only (the database refuses anything else); written in the transaction of what it records. */
export async function insertStaffAudit(db: Database, rows: readonly StaffAuditInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(staffAudit).values([...rows]);
}
