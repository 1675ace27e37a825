import type { AvailabilityResponse } from '@hs/contracts';
import { addDays, resolveTimeZone } from '@hs/domain';
import { type AvailabilityCache, providerTimeslots } from '#api/modules/availability';
import { authorize } from '#api/modules/staff';
import { CLINIC_BUSINESS } from './booking-desk.js';
import { requireBookableAt } from './clinic-services.service.js';
import type { DeskRequest } from './desk-request.js';
import { clinicOrNotFound, scopeOf } from './hours-change.js';

/** How far past the day the next free time is looked for: the in-person search window (§9). */
const LOOK_AHEAD_DAYS = 13;

/**
 * The clinic's free times for one visit (its services) on a day, as the public results offer them: the same
 * availability search over the same cache, so lead times, booking windows, closures, blocked time, holds and
 * bookings count exactly as they do for visitors. Also the first free time after that day, for an empty day.
 * It holds no patient data, so reading it leaves no trail row.
 */
export async function openTimes(
  request: DeskRequest,
  cache: AvailabilityCache,
  clinicId: string,
  query: { serviceIds: number[]; date: string },
) {
  const clinic = await clinicOrNotFound(request, clinicId);
  authorize(request.staff, 'book-on-behalf', scopeOf(clinic));
  await requireBookableAt(request.db, clinic.id, query.serviceIds, 'serviceIds');

  const answer = await providerTimeslots(
    { db: request.db, clock: request.clock, cache },
    {
      'filter.locationIds': [clinic.id],
      'filter.serviceIds': query.serviceIds,
      'filter.businessNames': [CLINIC_BUSINESS],
      'filter.startDate': query.date,
      'filter.endDate': addDays(query.date, LOOK_AHEAD_DAYS),
    },
  );
  const [found] = (JSON.parse(answer.toString('utf8')) as AvailabilityResponse).data.appointmentTimeSlots;
  const days = found?.services[0]?.availability ?? [];
  const values = (day: (typeof days)[number]) => day.timeslots.map((slot) => slot.value);
  return {
    date: query.date,
    timeZone: resolveTimeZone(clinic.timeZone),
    times: days.filter((day) => day.date === query.date).flatMap(values),
    nextAvailable: days.filter((day) => day.date > query.date).flatMap(values)[0] ?? null,
  };
}
