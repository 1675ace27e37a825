import { DomainError } from '#api/domain-error.js';
import type { GrantPlaces } from './grant-places.repository.js';
import { mayGrant } from './people-scope.js';
import type { StaffGrant } from './staff-policy.js';

const keyOf = (grant: StaffGrant) => `${grant.role}|${grant.scope}|${grant.scopeId ?? ''}`;

export const sameGrant = (a: StaffGrant, b: StaffGrant) => keyOf(a) === keyOf(b);

/** Each grant once, in the order given. */
export function distinctGrants<G extends StaffGrant>(grants: readonly G[]): G[] {
  const seen = new Set<string>();
  return grants.filter((grant) => !seen.has(keyOf(grant)) && seen.add(keyOf(grant)));
}

/** Refuses a grant that names no real clinic or district, or an administrator's role short of the whole chain. */
export function checkGrantPlaces(grants: readonly StaffGrant[], places: GrantPlaces): void {
  grants.forEach((grant, index) => {
    if (grant.role === 'chain-admin' && grant.scope !== 'chain') {
      throw new DomainError(
        'invalid',
        'STAFF_GRANT_INVALID',
        "An administrator's role covers the whole chain: choose the whole chain as its place.",
        { field: `grants.${index}.scope` },
      );
    }
    const known =
      grant.scope === 'chain' ||
      (grant.scope === 'clinic' ? places.clinics.has(grant.scopeId ?? '') : places.districts.has(grant.scopeId ?? ''));
    if (!known) {
      throw new DomainError(
        'invalid',
        'STAFF_SCOPE_UNKNOWN',
        grant.scope === 'clinic'
          ? `No clinic has the id ${grant.scopeId}.`
          : `No clinic is in district ${grant.scopeId}.`,
        { field: `grants.${index}.scopeId` },
      );
    }
  });
}

/** Refuses a grant the manager may not give: outside their scope, or an administrator's role from a non-administrator. */
export function checkMayGrant(
  managerGrants: readonly StaffGrant[],
  grants: readonly StaffGrant[],
  places: GrantPlaces,
): void {
  grants.forEach((grant, index) => {
    if (!mayGrant(managerGrants, grant, places)) {
      throw new DomainError(
        'forbidden',
        'STAFF_GRANT_OUT_OF_SCOPE',
        grant.role === 'chain-admin'
          ? 'Only a chain administrator can make someone a chain administrator.'
          : 'You can only give roles at the clinics you manage.',
        { field: `grants.${index}` },
      );
    }
  });
}
