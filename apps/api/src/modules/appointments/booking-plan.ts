import type { BookingRequest } from '@hs/contracts';
import { addDays, dateOfBirthProblem, localDateOf } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import {
  type BookableProvider,
  choosableProviders,
  findBookableServices,
  findHoldProvider,
  providerProblem,
  type ResolvedServices,
  resolveServices,
  slotProblem,
  visitMinutes,
} from '#api/modules/slot-inventory';
import { invalidBooking } from './appointments.errors.js';

export interface PlannedVisit {
  start: Date;
  localDate: string;
  serviceIds: number[];
  slotMinutes: number;
  reservationCode: string | undefined;
}

export interface PlannedBooking {
  provider: BookableProvider;
  first: PlannedVisit;
  followup: PlannedVisit | null;
}

/**
 * Every check that needs no lock: services, provider, slot rules, the follow-up interval and the patient's
 * age. Returns the bookings to try, best first (one, unless a licensure state leaves a choice of providers).
 */
export async function planBooking(db: Database, body: BookingRequest, now: Date): Promise<PlannedBooking[]> {
  const followup = body.followupAppointment;
  const allIds = followup ? [...body.serviceIds, followup.serviceId] : body.serviceIds;
  const { rows, overrides } = await findBookableServices(db, allIds);
  const first = resolveServices(rows, body.serviceIds, body.businessName, 'serviceIds', overrides);
  const second = followup
    ? resolveServices(rows, [followup.serviceId], body.businessName, 'followupAppointment.serviceId', overrides)
    : null;
  const interval = followup ? followupInterval(first, followup.serviceId) : 0;

  // A held appointment already names its provider; an expired hold falls back to the request's own choice.
  const heldAt = body.reservationCode ? await findHoldProvider(db, body.reservationCode, now) : null;
  const useHold = heldAt !== null && (!body.locationNumber || body.locationNumber === heldAt);
  const providers = await choosableProviders(db, {
    serviceIds: allIds,
    locationNumber: useHold ? heldAt : body.locationNumber,
    licensureState: body.licensureState,
    now,
  });

  let firstProblem: DomainError | null = null;
  const plans: PlannedBooking[] = [];
  for (const provider of providers) {
    try {
      plans.push(planAt(provider, body, { first, second, interval }, now));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      firstProblem ??= error;
    }
  }
  if (plans.length === 0) throw firstProblem ?? invalidBooking('No provider can take this booking.', 'locationNumber');
  return plans;
}

/** The days a follow-up must wait after the first appointment: the largest interval among the services. */
function followupInterval(first: ResolvedServices, followupServiceId: number): number {
  const intervals = first.services
    .filter((service) => service.followupServiceId === followupServiceId)
    .map((service) => service.followupAfterDays ?? 0);
  if (intervals.length === 0) {
    throw invalidBooking('This service is not a follow-up of the booked services.', 'followupAppointment.serviceId');
  }
  return Math.max(...intervals);
}

function planAt(
  provider: BookableProvider,
  body: BookingRequest,
  services: { first: ResolvedServices; second: ResolvedServices | null; interval: number },
  now: Date,
): PlannedBooking {
  const providerIssue = providerProblem(provider, services.first, body.businessName);
  if (providerIssue) throw invalidBooking(providerIssue, 'locationNumber');

  const start = new Date(body.dateTime);
  const slotIssue = slotProblem(provider, services.first, start, now);
  if (slotIssue) throw invalidBooking(slotIssue, 'dateTime');
  const localDate = localDateOf(start, provider.timeZone);

  // The clinic's state sets the minimum age; virtual care has no store, so the licensure state stands in.
  const careState = provider.stateCode ?? body.licensureState;
  const ageIssue = dateOfBirthProblem(body.basicInfo.dateOfBirth, localDateOf(now, provider.timeZone), careState);
  if (ageIssue) throw invalidBooking(ageIssue, 'basicInfo.dateOfBirth');

  const firstVisit: PlannedVisit = {
    start,
    localDate,
    serviceIds: body.serviceIds,
    slotMinutes: visitMinutes(services.first.services),
    reservationCode: body.reservationCode,
  };
  const followup = body.followupAppointment;
  if (!followup || !services.second) return { provider, first: firstVisit, followup: null };

  // The follow-up is at the same provider (§3 Followup names no provider of its own).
  const followupIssue = providerProblem(provider, services.second, body.businessName);
  if (followupIssue) throw invalidBooking(followupIssue, 'followupAppointment.serviceId');
  const followupStart = new Date(followup.dateTime.value);
  const followupSlotIssue = slotProblem(provider, services.second, followupStart, now);
  if (followupSlotIssue) throw invalidBooking(followupSlotIssue, 'followupAppointment.dateTime.value');
  const followupDate = localDateOf(followupStart, provider.timeZone);
  const earliest = addDays(localDate, services.interval);
  if (followupDate < earliest) {
    throw invalidBooking(`The follow-up can be booked from ${earliest}.`, 'followupAppointment.dateTime.value');
  }
  return {
    provider,
    first: firstVisit,
    followup: {
      start: followupStart,
      localDate: followupDate,
      serviceIds: [followup.serviceId],
      slotMinutes: visitMinutes(services.second.services),
      reservationCode: followup.reservationCode,
    },
  };
}
