import type { StaffSession } from '@hs/contracts/staff-identity';
import type { Database } from '#api/db/client.js';
import { grantPlaces, namedGrant } from './grant-places.repository.js';
import { mayEver, STAFF_ACTIONS } from './staff-policy.js';
import type { StaffPrincipal } from './staff-principal.js';

/** What the console learns of its session: who, where, what it may offer, and when the session ends. */
export async function sessionView(db: Database, principal: StaffPrincipal): Promise<StaffSession> {
  const places = await grantPlaces(db, principal.grants);
  return {
    staff: { id: principal.staffId, name: principal.name, email: principal.email },
    grants: principal.grants.map((grant) => namedGrant(grant, places)),
    allowed: STAFF_ACTIONS.filter((action) => mayEver(principal.grants, action)),
    csrfToken: principal.csrfToken,
    idleExpiresAt: principal.idleExpiresAt.toISOString(),
    expiresAt: principal.expiresAt.toISOString(),
    verifiedAt: principal.verifiedAt.toISOString(),
  };
}
