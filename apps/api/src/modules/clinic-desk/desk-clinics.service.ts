import type { StaffClinic } from '@hs/contracts/staff-desk';
import { notAllowed } from '#api/modules/staff';
import { reachOf } from './clinic-reach.js';
import { searchDeskClinics } from './desk-clinics.repository.js';
import type { DeskRequest } from './desk-request.js';

/** The clinics whose schedule the member may see, matching `q`, by name. Nobody else gets a list. */
export async function listClinics(
  request: DeskRequest,
  query: { q?: string | undefined; limit: number },
): Promise<StaffClinic[]> {
  const reach = reachOf(request.staff.grants, 'view-schedule');
  if (!reach) throw notAllowed();
  return searchDeskClinics(request.db, reach, query.q || undefined, query.limit);
}
