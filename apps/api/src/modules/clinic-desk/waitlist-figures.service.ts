import type { WaitlistFiguresQuery } from '@hs/contracts/staff-waitlist';
import { authorize } from '#api/modules/staff';
import { figuresDays, offerFigures } from '#api/modules/waitlist';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';

/**
 * How the clinic's waitlist offers went, for its managers: counts and figures only, no patient in them, so reading
 * them leaves no trail row (as the clinic's staff list); a refusal is a 403 before anything is read.
 */
export async function clinicWaitlistFigures(request: DeskRequest, clinicId: string, query: WaitlistFiguresQuery) {
  const clinic = await clinicOrNotFound(request, clinicId);
  authorize(request.staff, 'view-waitlist-figures', scopeOf(clinic));
  const days = figuresDays(request.clock.now(), clinic.timeZone, query);
  return offerFigures(request.db, { providerId: clinic.id, timeZone: clinic.timeZone }, days);
}
