import type { Database } from '#api/db/client.js';
import type { DomainError } from '#api/domain-error.js';
import { appendStaffAudit } from './staff-audit.js';
import { type CeremonyFailure, CeremonyRefused } from './staff-errors.js';

/** How a ceremony's transaction ends: committed either way, so a failure spends its challenge and is audited. */
export type CeremonyOutcome<T> = { ok: true; value: T } | { ok: false; refusal: CeremonyRefused };

export interface FailedCeremony {
  action: 'sign-in' | 'registration' | 'verification';
  reason: CeremonyFailure;
  error: DomainError;
  /** Who acted, when known: the signed-in member of a verification. */
  staffId?: string | null;
  /** Whose passkey or invite it was, when known. */
  subjectId?: string | null;
  sessionIdHash?: string | null;
  requestId: string;
  at: Date;
}

/** Audits a failed ceremony inside its transaction and hands back the refusal to raise once it has committed. */
export async function failCeremony(tx: Database, failure: FailedCeremony): Promise<CeremonyOutcome<never>> {
  await appendStaffAudit(tx, {
    at: failure.at,
    staffId: failure.staffId ?? null,
    role: null,
    authMethod: 'passkey',
    sessionIdHash: failure.sessionIdHash ?? null,
    action: failure.action,
    ...(failure.subjectId ? { subject: { kind: 'staff', id: failure.subjectId } } : {}),
    outcome: 'failed',
    reason: failure.reason,
    requestId: failure.requestId,
  });
  return { ok: false, refusal: new CeremonyRefused(failure.reason, failure.error) };
}

/** The value of a committed ceremony, or its refusal raised. */
export function settled<T>(outcome: CeremonyOutcome<T>): T {
  if (!outcome.ok) throw outcome.refusal;
  return outcome.value;
}
