import { type GrantScope, STAFF_ACTIONS, type StaffAction, type StaffRole } from '@hs/contracts/staff-roles';

export { STAFF_ACTIONS, type StaffAction };

const FRONT_DESK: readonly StaffAction[] = ['view-schedule', 'record-attendance', 'cancel-on-behalf', 'book-on-behalf'];
const CLINIC_MANAGER: readonly StaffAction[] = [
  ...FRONT_DESK,
  'block-time',
  'edit-hours',
  'view-clinic-staff',
  'view-waitlist-figures',
];

/** What each role may do within the scope of its grant. */
export const ROLE_ACTIONS: Record<StaffRole, readonly StaffAction[]> = {
  'chain-admin': STAFF_ACTIONS,
  'front-desk': FRONT_DESK,
  'clinic-manager': CLINIC_MANAGER,
  'district-manager': [...CLINIC_MANAGER, 'close-clinic'],
  'user-manager': ['manage-people'],
  auditor: ['read-audit'],
};

export interface StaffGrant {
  role: StaffRole;
  scope: GrantScope;
  /** The clinic's provider id for a clinic grant, the division number for a district grant, null for the chain. */
  scopeId: string | null;
}

/** The clinic an action concerns, as grants name it. */
export interface ClinicScope {
  providerId: string;
  divisionNumber: string;
}

/** Whether a grant's scope holds the clinic; with no clinic (chain-wide actions), only a chain grant does. */
export function grantCovers(grant: StaffGrant, clinic: ClinicScope | null): boolean {
  if (grant.scope === 'chain') return true;
  if (!clinic) return false;
  return grant.scope === 'clinic' ? grant.scopeId === clinic.providerId : grant.scopeId === clinic.divisionNumber;
}

/**
 * The role under which `action` is allowed at `clinic` (null: a chain-wide action), or null when no grant
 * allows it. The role is what the audit trail records.
 */
export function allowingRole(
  grants: readonly StaffGrant[],
  action: StaffAction,
  clinic: ClinicScope | null,
): StaffRole | null {
  const grant = grants.find((g) => ROLE_ACTIONS[g.role].includes(action) && grantCovers(g, clinic));
  return grant?.role ?? null;
}

/** Whether a grant lets its holder do `action` at some clinic at all (what the console offers them). */
export function mayEver(grants: readonly StaffGrant[], action: StaffAction): boolean {
  return grants.some((g) => ROLE_ACTIONS[g.role].includes(action));
}
