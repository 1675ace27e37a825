import type { Database } from '#api/db/client.js';
import type { StaffRole } from '#api/db/staff-schema.js';
import { sessionTag } from '#api/modules/staff';
import type { DeskRequest } from './desk-request.js';
import { insertStaffAudit, type StaffAuditInsert } from './staff-audit.repository.js';

/** Staff sessions begin only with a passkey (decision 053). */
const AUTH_METHOD = 'passkey';

export type DeskAction =
  | 'read-schedule'
  | 'read-visit'
  | 'record-attendance'
  | 'cancel-on-behalf'
  | 'hold-on-behalf'
  | 'release-hold'
  | 'book-on-behalf'
  | 'reschedule-on-behalf'
  | 'read-audit'
  | 'read-hours'
  | 'add-closure'
  | 'remove-closure'
  | 'block-time'
  | 'remove-block'
  | 'edit-hours';

export interface DeskAuditEntry {
  action: DeskAction;
  /** The role that allowed it; null when it was denied. */
  role: StaffRole | null;
  outcome: 'ok' | 'denied';
  subject?: { kind: 'appointment' | 'clinic' | 'closure' | 'block'; id: string };
  clinicId?: string | null;
  /** Staff's own words (an internal note); never shown to the patient. */
  reason?: string | null;
  /** Codes, instants and counts only: patient data never goes into the trail. */
  detail?: Record<string, unknown>;
}

/** Who did what, as the trail records it: the member, their session and this request. */
export function trailRow(request: DeskRequest, entry: DeskAuditEntry): StaffAuditInsert {
  return {
    at: request.clock.now(),
    staffId: request.staff.staffId,
    role: entry.role,
    authMethod: AUTH_METHOD,
    session: sessionTag(request.staff.sessionIdHash),
    action: entry.action,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    clinicId: entry.clinicId ?? null,
    outcome: entry.outcome,
    reason: entry.reason ?? null,
    requestId: request.requestId,
    detail: request.via ? { ...entry.detail, via: request.via } : (entry.detail ?? null),
  };
}

/** Writes the entries with `db`: the change's own transaction when there is one. */
export async function recordInTrail(db: Database, request: DeskRequest, entries: readonly DeskAuditEntry[]) {
  await insertStaffAudit(
    db,
    entries.map((entry) => trailRow(request, entry)),
  );
}
