import type { RescheduleRequest } from '@hs/contracts';
import { addDays, type BusinessName, localDateOf } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import {
  type BookableProvider,
  choosableProviders,
  findBookableServices,
  providerProblem,
  resolveServices,
  slotProblem,
  visitMinutes,
} from '#api/modules/slot-inventory';
import { invalidBooking } from './appointments.errors.js';
import type { MovableAppointment } from './manage.repository.js';

export interface PlannedMove {
  appointment: MovableAppointment;
  start: Date;
  localDate: string;
  slotMinutes: number;
  reservationCode: string | undefined;
}

/** What a move asks for; who asks (the patient's code, or staff) was checked before. */
export type MoveRequest = Omit<RescheduleRequest, 'confirmCode'>;

export interface MovePlan {
  provider: BookableProvider;
  /** The appointment asked for first, then its follow-up when it moves along. */
  moves: PlannedMove[];
}

/**
 * The booking rules for the new time (§4): the provider must offer the services (and hold a licence in the
 * patient's state for a virtual visit), the slot must respect lead time and the days-ahead window, and a
 * follow-up keeps at least followupAfterDays after its first appointment. A first appointment moves with its
 * follow-up; a follow-up alone moves within its window, at its first appointment's location.
 */
export async function planMove(
  db: Database,
  series: { target: MovableAppointment; first: MovableAppointment | null; followup: MovableAppointment | null },
  body: MoveRequest,
  now: Date,
): Promise<MovePlan> {
  const { target, first, followup } = series;
  const businessName = target.businessName as BusinessName;
  const ids = followup ? [...target.serviceIds, ...followup.serviceIds] : target.serviceIds;
  const { rows, overrides } = await findBookableServices(db, ids);
  const services = resolveServices(rows, target.serviceIds, businessName, 'dateTime', overrides);

  if (first && body.locationNumber && body.locationNumber !== first.providerId) {
    throw invalidBooking("A follow-up stays at its first appointment's location.", 'locationNumber');
  }
  const [provider] = await choosableProviders(db, {
    serviceIds: ids,
    locationNumber: first?.providerId ?? body.locationNumber ?? target.providerId,
    licensureState: body.licensureState,
    now,
  });
  if (!provider) throw invalidBooking('There is no such location.', 'locationNumber');
  if (provider.kind !== 'clinic' && !body.licensureState) {
    throw invalidBooking("A virtual visit needs the patient's state.", 'licensureState');
  }
  const providerIssue = providerProblem(provider, services, businessName);
  if (providerIssue) throw invalidBooking(providerIssue, 'locationNumber');

  const start = new Date(body.dateTime);
  const slotIssue = slotProblem(provider, services, start, now);
  if (slotIssue) throw invalidBooking(slotIssue, 'dateTime');
  const localDate = localDateOf(start, provider.timeZone);
  const moved: PlannedMove = {
    appointment: target,
    start,
    localDate,
    slotMinutes: visitMinutes(services.services),
    reservationCode: body.reservationCode,
  };

  if (first) {
    const earliest = addDays(first.localDate, intervalDays(rows, first.serviceIds, target.serviceIds));
    if (localDate < earliest) throw invalidBooking(`The follow-up can be booked from ${earliest}.`, 'dateTime');
    return { provider, moves: [moved] };
  }
  if (!followup) {
    if (body.followupAppointment) throw invalidBooking('This appointment has no follow-up.', 'followupAppointment');
    return { provider, moves: [moved] };
  }

  const wanted = body.followupAppointment;
  if (!wanted) throw invalidBooking('Choose a new time for the follow-up too.', 'followupAppointment');
  const followupServices = resolveServices(rows, followup.serviceIds, businessName, 'followupAppointment', overrides);
  const followupIssue = providerProblem(provider, followupServices, businessName);
  if (followupIssue) throw invalidBooking(followupIssue, 'locationNumber');
  const followupStart = new Date(wanted.dateTime.value);
  const followupSlotIssue = slotProblem(provider, followupServices, followupStart, now);
  if (followupSlotIssue) throw invalidBooking(followupSlotIssue, 'followupAppointment.dateTime.value');
  const followupDate = localDateOf(followupStart, provider.timeZone);
  const earliest = addDays(localDate, intervalDays(rows, target.serviceIds, followup.serviceIds));
  if (followupDate < earliest) {
    throw invalidBooking(`The follow-up can be booked from ${earliest}.`, 'followupAppointment.dateTime.value');
  }
  return {
    provider,
    moves: [
      moved,
      {
        appointment: followup,
        start: followupStart,
        localDate: followupDate,
        slotMinutes: visitMinutes(followupServices.services),
        reservationCode: wanted.reservationCode,
      },
    ],
  };
}

/** The days a follow-up waits after its first appointment: the largest interval among the first's services. */
function intervalDays(
  rows: readonly { id: number; followupServiceId: number | null; followupAfterDays: number | null }[],
  firstServiceIds: readonly number[],
  followupServiceIds: readonly number[],
): number {
  const intervals = rows
    .filter((row) => firstServiceIds.includes(row.id) && followupServiceIds.includes(row.followupServiceId ?? -1))
    .map((row) => row.followupAfterDays ?? 0);
  return intervals.length > 0 ? Math.max(...intervals) : 0;
}
