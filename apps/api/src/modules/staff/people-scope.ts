import type { GrantPlaces } from './grant-places.repository.js';
import { grantCovers, ROLE_ACTIONS, type StaffGrant } from './staff-policy.js';

/** The grants that let their holder manage people, each within its own scope. */
export function managingGrants(grants: readonly StaffGrant[]): StaffGrant[] {
  return grants.filter((grant) => ROLE_ACTIONS[grant.role].includes('manage-people'));
}

/** Whether every clinic `grant` holds lies within `manager`'s scope. */
function holdsWithin(manager: StaffGrant, grant: StaffGrant, places: GrantPlaces): boolean {
  if (manager.scope === 'chain') return true;
  if (grant.scope === 'chain') return false;
  if (grant.scope === 'district') return manager.scope === 'district' && manager.scopeId === grant.scopeId;
  const clinic = places.clinics.get(grant.scopeId ?? '');
  return clinic !== undefined && grantCovers(manager, clinic);
}

/**
 * Whether a manager may give (or take away) this grant: within the scope of one of their managing grants, and
 * an administrator's role only from an administrator.
 */
export function mayGrant(managerGrants: readonly StaffGrant[], grant: StaffGrant, places: GrantPlaces): boolean {
  return managingGrants(managerGrants).some(
    (manager) =>
      (grant.role !== 'chain-admin' || manager.role === 'chain-admin') && holdsWithin(manager, grant, places),
  );
}

/** The grants of a member a manager sees: those within their scope (everything for a chain-wide manager). */
export function visibleGrants<G extends StaffGrant>(
  managerGrants: readonly StaffGrant[],
  grants: readonly G[],
  places: GrantPlaces,
): G[] {
  const managers = managingGrants(managerGrants);
  return grants.filter((grant) => managers.some((manager) => holdsWithin(manager, grant, places)));
}

/**
 * Whether a manager sees a member at all: a chain-wide manager sees everyone; others see those with a role in
 * their scope, and those with no role anywhere (who hold nothing to hide).
 */
export function seesMember(
  managerGrants: readonly StaffGrant[],
  memberGrants: readonly StaffGrant[],
  places: GrantPlaces,
): boolean {
  if (managingGrants(managerGrants).some((manager) => manager.scope === 'chain')) return true;
  return memberGrants.length === 0 || visibleGrants(managerGrants, memberGrants, places).length > 0;
}

/** Whether a manager may act on a member as a whole (remove them, replace or revoke their passkeys). */
export function managesWhole(
  managerGrants: readonly StaffGrant[],
  memberGrants: readonly StaffGrant[],
  places: GrantPlaces,
): boolean {
  return memberGrants.every((grant) => mayGrant(managerGrants, grant, places));
}
