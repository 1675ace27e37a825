import type { Database } from '#api/db/client.js';
import { staffAudit } from '#api/db/schema.js';
import { sessionTag } from './staff-principal.js';

/** How the actor proved who they were: a passkey, or an operator's command on the server itself. */
export type AuthMethod = 'passkey' | 'command';

export interface StaffAuditEntry {
  at: Date;
  /** Null when nobody is known yet (a sign-in that failed before a passkey was found) or for a command. */
  staffId: string | null;
  role: string | null;
  authMethod: AuthMethod;
  sessionIdHash?: string | null;
  action: string;
  subject?: { kind: 'staff' | 'invite' | 'passkey'; id: string };
  outcome: 'ok' | 'denied' | 'failed';
  /** A code, never free text: what failed, not who or with what. */
  reason?: string;
  requestId: string;
  detail?: Record<string, unknown>;
}

/** Written in the transaction of the change it records; the table refuses updates and deletes. */
export async function appendStaffAudit(db: Database, entry: StaffAuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    at: entry.at,
    staffId: entry.staffId,
    role: entry.role,
    authMethod: entry.authMethod,
    session: entry.sessionIdHash ? sessionTag(entry.sessionIdHash) : null,
    action: entry.action,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    outcome: entry.outcome,
    reason: entry.reason ?? null,
    requestId: entry.requestId,
    detail: entry.detail ?? null,
  });
}
