import type { StaffRole } from '#api/db/staff-schema.js';
import { allowingRole, type ClinicScope, notAllowed, type StaffAction } from '#api/modules/staff';
import { type DeskAuditEntry, recordInTrail } from './desk-audit.js';
import type { DeskRequest } from './desk-request.js';

/**
 * The role that allows `action` at the clinic, before anything about its patients is read. A refusal is
 * itself kept in the trail (who tried what, where), then answered with 403.
 */
export async function allowedRole(
  request: DeskRequest,
  action: StaffAction,
  clinic: ClinicScope,
  attempt: Pick<DeskAuditEntry, 'action' | 'subject'>,
): Promise<StaffRole> {
  const role = allowingRole(request.staff.grants, action, clinic);
  if (role) return role;
  await recordInTrail(request.db, request, [
    { ...attempt, role: null, outcome: 'denied', clinicId: clinic.providerId },
  ]);
  throw notAllowed();
}
