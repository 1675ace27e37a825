import type { Database } from '#api/db/client.js';
import { auditLog } from '#api/db/schema.js';

export interface AuditEntry {
  action: 'reserve' | 'release' | 'book' | 'cancel' | 'reschedule';
  at: Date;
  providerId?: string | null;
  appointmentId?: string | null;
  reservationCode?: string | null;
  requestId?: string | null;
  /** Scheduling facts only (service ids, instants, seats); patient data never goes here. */
  detail?: Record<string, unknown>;
}

/** The insert of audit entries, for running alone or inside a larger statement. */
export function auditInsert(db: Database, entries: readonly AuditEntry[]) {
  return db.insert(auditLog).values(
    entries.map((entry) => ({
      action: entry.action,
      at: entry.at,
      providerId: entry.providerId ?? null,
      appointmentId: entry.appointmentId ?? null,
      reservationCode: entry.reservationCode ?? null,
      requestId: entry.requestId ?? null,
      detail: entry.detail ?? null,
    })),
  );
}

/** Append-only: nothing in the API updates or deletes audit rows. Written in the transaction it describes. */
export async function appendAudit(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await auditInsert(db, entries);
}
