import type { StaffRole } from '#api/db/staff-schema.js';
import { ROLE_ACTIONS, type StaffAction, type StaffGrant } from '#api/modules/staff';

/** The clinics where a member may do an action: the whole chain, or these clinics and districts. */
export interface ClinicReach {
  /** The role the widest of those grants holds, as the trail records it. */
  role: StaffRole;
  chain: boolean;
  clinicIds: string[];
  divisions: string[];
}

/** What the member's grants for `action` cover; null when none of their grants allows it anywhere. */
export function reachOf(grants: readonly StaffGrant[], action: StaffAction): ClinicReach | null {
  const allowing = grants.filter((grant) => ROLE_ACTIONS[grant.role].includes(action));
  const widest = allowing.find((grant) => grant.scope === 'chain') ?? allowing[0];
  if (!widest) return null;
  const scoped = (scope: StaffGrant['scope']) =>
    allowing.filter((grant) => grant.scope === scope).map((grant) => grant.scopeId ?? '');
  return {
    role: widest.role,
    chain: widest.scope === 'chain',
    clinicIds: scoped('clinic'),
    divisions: scoped('district'),
  };
}
