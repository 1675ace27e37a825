import type { ClinicStaff } from '@hs/contracts/staff-clinic-staff';
import type { Database } from '#api/db/client.js';
import { grantPlaces, namedGrant } from './grant-places.repository.js';
import { grantsHolding } from './members.repository.js';
import { authorize } from './staff-authorization.js';
import type { ClinicScope } from './staff-policy.js';
import type { StaffPrincipal } from './staff-principal.js';

/**
 * Who works at the clinic, for its managers: each member whose grants hold it, with those grants. Like the
 * People list it is staff data only, so reading it leaves no trail row; a refusal is a 403 before any read.
 */
export async function listClinicStaff(db: Database, principal: StaffPrincipal, clinic: ClinicScope) {
  authorize(principal, 'view-clinic-staff', clinic);
  const rows = await grantsHolding(db, clinic);
  const places = await grantPlaces(db, rows);
  const members = new Map<string, ClinicStaff[number]>();
  for (const { staffId, name, email, ...grant } of rows) {
    const member = members.get(staffId) ?? { id: staffId, name, email, grants: [] };
    member.grants.push(namedGrant(grant, places));
    members.set(staffId, member);
  }
  return [...members.values()];
}
