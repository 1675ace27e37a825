import type { StaffRole } from '#api/db/staff-schema.js';
import { DomainError } from '#api/domain-error.js';
import { allowingRole, type ClinicScope, type StaffAction } from './staff-policy.js';
import type { StaffPrincipal } from './staff-principal.js';

export const notAllowed = () =>
  new DomainError('forbidden', 'STAFF_NOT_ALLOWED', 'Your role does not allow this here.');

/**
 * The role that allows `action` at `clinic` for this member; refuses (403) otherwise, before anything is read.
 * Every staff route calls this with the action it needs (decision 053).
 */
export function authorize(staff: StaffPrincipal, action: StaffAction, clinic: ClinicScope | null): StaffRole {
  const role = allowingRole(staff.grants, action, clinic);
  if (!role) throw notAllowed();
  return role;
}
