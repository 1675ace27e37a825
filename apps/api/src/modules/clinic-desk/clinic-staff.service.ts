import { listClinicStaff } from '#api/modules/staff';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';

/** The staff list of a clinic the directory knows (404 otherwise), for members who may see it there. */
export async function clinicStaff(request: DeskRequest, clinicId: string) {
  const clinic = await clinicOrNotFound(request, clinicId);
  return listClinicStaff(request.db, request.staff, scopeOf(clinic));
}
