import { randomInt } from 'node:crypto';
import {
  AppointmentDetailsResponseSchema,
  AvailabilityResponseSchema,
  appointmentsPath,
  type BookedAppointment,
  type BookingRequestSchema,
  BookingResponseSchema,
  type Provider,
  type ProviderAvailability,
  physicalResultsPath,
  type Reservation,
  ReservationResponseSchema,
  reservationsPath,
  timeslotsPath,
} from '@hs/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import type { input } from 'zod';

/**
 * Holds and bookings made through the API as another visitor (or an earlier visit) would, so confirmation,
 * cancel and patient-form tests start from what the server really stored (`tab-stores.ts` puts them in a tab).
 * Answers are parsed with the API's own contracts. Slots come from a live search, since demo availability is
 * computed from today's date; holds start at a random slot because parallel tests share one database.
 */

/** A booking as sent: fields the API defaults may be left out. */
type BookingRequest = input<typeof BookingRequestSchema>;

export const SICK_VISIT = { id: 29, name: 'Sick Visit' };
const VIRTUAL_SICK_VISIT = { id: 701, name: 'Virtual Sick Visit' };
export const SHINGLES_1 = { id: 105, name: 'Shingles Vaccine Dose 1' };
export const SHINGLES_2 = { id: 106, name: 'Shingles Vaccine Dose 2' };
/** The API requires at least this many days between the doses. */
const FOLLOWUP_AFTER_DAYS = 60;

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's and this process's today, as the search form sends it. */
export const today = (() => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first Monday-to-Friday date at least `days` after today: every demo clinic and virtual team has times on it
 * and on the day after (some close on Sundays), whatever the day and hour a journey runs.
 */
export function weekdayAhead(days: number): string {
  let date = addDays(today, days);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, 1);
  return date;
}

/** Names allow letters only; a fresh one per patient so the same-day rule only fires on purpose. */
const uniqueLetters = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');

export interface Patient {
  firstName: string;
  lastName: string;
  email: string;
}
export const newPatient = (): Patient => {
  const firstName = `Quill${uniqueLetters()}`;
  return { firstName, lastName: 'Okonkwo', email: `${firstName.toLowerCase()}@example.org` };
};

/** A slot value ('2026-03-02T09:00:00-05:00') as the clinic's wall clock, which holds are asked for in. */
const wallClock = (value: string) => value.slice(0, 19).replace('T', ' ');

export async function searchNear(
  request: APIRequestContext,
  serviceId: number,
  place = '45202',
): Promise<ProviderAvailability[]> {
  const response = await request.get(physicalResultsPath, {
    params: {
      'filter.freeFormAddress': place,
      'filter.serviceIds': String(serviceId),
      'filter.businessNames': 'tlc',
      'filter.maxResults': '20',
    },
  });
  expect(response.ok()).toBe(true);
  return AvailabilityResponseSchema.parse(await response.json()).data.appointmentTimeSlots.filter(
    (result) => result.status === 'AVAILABLE',
  );
}

async function hold(request: APIRequestContext, providerId: string, serviceId: number, wallTime: string) {
  const response = await request.post(reservationsPath, {
    data: { serviceId, businessName: 'tlc', reservationTime: wallTime, locationNumber: providerId },
  });
  if (!response.ok()) return undefined;
  return ReservationResponseSchema.parse(await response.json()).data.appointmentReservations;
}

export interface Held extends Reservation {
  provider: Provider;
  /** The slot value as the search offered it. */
  value: string;
}

/** Holds one of the first free slots of the candidates, starting each at a random slot. */
async function holdAnySlot(
  request: APIRequestContext,
  serviceId: number,
  candidates: ProviderAvailability[],
  slotsOf: (candidate: ProviderAvailability) => string[],
): Promise<Held | undefined> {
  for (const candidate of candidates) {
    const slots = slotsOf(candidate);
    const start = randomInt(Math.max(slots.length, 1));
    for (let n = 0; n < Math.min(slots.length, 20); n += 1) {
      const value = slots[(start + n) % slots.length]!;
      const held = await hold(request, candidate.provider.providerId, serviceId, wallClock(value));
      if (held) return { ...held, provider: candidate.provider, value };
    }
  }
  return undefined;
}

export const allSlots = (candidate: ProviderAvailability) =>
  candidate.services.flatMap((service) => service.availability.flatMap((day) => day.timeslots.map((s) => s.value)));

/**
 * Holds a sick-visit slot at a clinic past the first page of results, which the results tests use;
 * `sameDayAs` keeps to the clinic and day of an earlier hold.
 */
export async function holdSickVisit(request: APIRequestContext, sameDayAs?: Held): Promise<Held> {
  const results = await searchNear(request, SICK_VISIT.id);
  const candidates = sameDayAs
    ? results.filter((result) => result.provider.providerId === sameDayAs.provider.providerId)
    : results.slice(5);
  const held = await holdAnySlot(request, SICK_VISIT.id, candidates, (candidate) =>
    allSlots(candidate).filter(
      (value) => !sameDayAs || (value.slice(0, 10) === sameDayAs.value.slice(0, 10) && value !== sameDayAs.value),
    ),
  );
  if (!held) throw new Error('No sick-visit slot could be held near 45202.');
  return held;
}

/** Holds a sick-visit slot at any clinic near a place (a ZIP code or 'City, ST'). */
export async function holdSickVisitNear(request: APIRequestContext, place: string): Promise<Held> {
  const held = await holdAnySlot(request, SICK_VISIT.id, await searchNear(request, SICK_VISIT.id, place), allSlots);
  if (!held) throw new Error(`No sick-visit slot could be held near ${place}.`);
  return held;
}

/** A booked visit with its time as the search offered it: the clinic's wall clock, with its offset. */
export type TimedVisit = BookedVisit & { value: string };

/**
 * Two sick visits booked back to back at a clinic near `place`, the first starting within `withinMs` from now and
 * the second on the same day of the clinic: a list a front desk can check a patient in on now. The journeys'
 * data open one clinic there around the clock (apps/api/src/test/journey-desk-clinic.ts), so there is such a time
 * at whatever hour they run.
 */
export async function bookBackToBack(
  request: APIRequestContext,
  place: string,
  withinMs: number,
): Promise<[TimedVisit, TimedVisit]> {
  const now = Date.now();
  for (const candidate of await searchNear(request, SICK_VISIT.id, place)) {
    const slots = allSlots(candidate).sort((a, b) => Date.parse(a) - Date.parse(b));
    for (let n = 0; n + 1 < slots.length; n += 1) {
      const [first, second] = [slots[n]!, slots[n + 1]!];
      const startsIn = Date.parse(first) - now;
      if (startsIn <= 60_000 || startsIn > withinMs || first.slice(0, 10) !== second.slice(0, 10)) continue;
      const booked: TimedVisit[] = [];
      for (const value of [first, second]) {
        const held = await hold(request, candidate.provider.providerId, SICK_VISIT.id, wallClock(value));
        if (!held) break;
        const patient = { ...newPatient(), phone: '513-555-0142', dateOfBirth: '1988-04-09' };
        const response = await bookSickVisit(request, { ...held, provider: candidate.provider, value }, patient, true);
        expect(response.status(), await response.text()).toBe(201);
        const { data } = BookingResponseSchema.parse(await response.json());
        booked.push({ provider: candidate.provider, appointment: data.appointments[0]!, patient, value });
      }
      if (booked.length === 2) return booked as [TimedVisit, TimedVisit];
    }
  }
  throw new Error(
    `No two sick-visit times back to back, the first within ${withinMs / 60_000} minutes, near ${place}.`,
  );
}

/** A sick visit booked through the public API at the time `value` a search offered at `provider`. */
export async function bookSickVisitAt(request: APIRequestContext, provider: Provider, value: string) {
  const held = await hold(request, provider.providerId, SICK_VISIT.id, wallClock(value));
  if (!held) throw new Error(`The time ${value} could not be held.`);
  const patient = { ...newPatient(), phone: '513-555-0142', dateOfBirth: '1988-04-09' };
  const response = await bookSickVisit(request, { ...held, provider, value }, patient, true);
  expect(response.status(), await response.text()).toBe(201);
  const { data } = BookingResponseSchema.parse(await response.json());
  return { provider, appointment: data.appointments[0]!, patient, value };
}

const address = {
  addressLines: ['100 Main St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  county: 'Hamilton',
};

/** Books a held sick visit (or, without the hold, its time) through the API. */
export function bookSickVisit(request: APIRequestContext, held: Held, patient: Patient, useHold: boolean) {
  const body: BookingRequest = {
    businessName: 'tlc',
    serviceIds: [SICK_VISIT.id],
    dateTime: held.value,
    ...(useHold ? { reservationCode: held.reservationCode } : {}),
    locationNumber: held.provider.providerId,
    basicInfo: { ...patient, phone: '513-555-0142', dateOfBirth: '1988-04-09', address },
    consentDetails: { consentToTreat: 'Yes', smsConsent: 'No' },
    questionnaire: { haveFever: 'Yes' },
  };
  return request.post(appointmentsPath, { data: body });
}

export interface BookedVisit {
  provider: Provider;
  appointment: BookedAppointment;
  followup?: BookedAppointment;
  patient: Patient & { phone: string; dateOfBirth: string };
}

/** The second dose, at least 60 days after the first, on a morning or afternoon the clinic is open. */
async function holdSecondDose(request: APIRequestContext, first: Held): Promise<Reservation> {
  const localFirst = new Intl.DateTimeFormat('en-CA', { timeZone: first.timezone }).format(new Date(first.timestamp));
  for (let days = FOLLOWUP_AFTER_DAYS + 1; days < FOLLOWUP_AFTER_DAYS + 15; days += 1) {
    const date = addDays(localFirst, days);
    for (const time of ['14:00', '14:15', '14:30', '14:45', '15:00', '10:30', '11:00']) {
      const held = await hold(request, first.provider.providerId, SHINGLES_2.id, `${date} ${time}:00`);
      if (held) return held;
    }
  }
  throw new Error('No free second-dose slot could be held.');
}

/**
 * Books shingles dose 1 at a clinic with a ride-share promo, and dose 2 as its follow-up when asked. The clinic
 * is past the first two pages of results, where the journeys hold times on screen: a booking made here while a
 * journey's page shows a time would otherwise take that very time from under it.
 */
export async function bookShingles(request: APIRequestContext, withFollowup: boolean): Promise<BookedVisit> {
  const candidates = (await searchNear(request, SHINGLES_1.id))
    .slice(8)
    .filter((result) => result.provider.rideSharePromo);
  expect(candidates.length).toBeGreaterThan(0);
  const held = await holdAnySlot(request, SHINGLES_1.id, candidates, allSlots);
  if (!held) throw new Error('No free shingles slot could be held near 45202.');
  const second = withFollowup ? await holdSecondDose(request, held) : undefined;
  const firstName = `Zephyrine${uniqueLetters()}`;
  const patient = {
    firstName,
    lastName: 'Quillfeather',
    email: `zephyrine.${firstName.toLowerCase()}@example.org`,
    phone: '614-555-0142',
    dateOfBirth: '1984-07-19',
  };
  const body: BookingRequest = {
    businessName: 'tlc',
    serviceIds: [SHINGLES_1.id],
    dateTime: held.timestamp,
    reservationCode: held.reservationCode,
    locationNumber: held.provider.providerId,
    patientTimeZone: held.timezone,
    basicInfo: {
      ...patient,
      address: { ...address, addressLines: ['1200 Maple Avenue'] },
      sexAssignedAtBirth: 'female',
      gender: 'female',
      preferredLanguage: 'English',
      weight: 150,
    },
    requestedVaccinations: ['Shingles Vaccine'],
    consentDetails: {
      consentToTreat: 'Yes',
      privacyPolicyConsent: 'Yes',
      signature: { legalName: `${patient.firstName} ${patient.lastName}`, dateTime: new Date().toISOString() },
    },
    ...(second
      ? {
          followupAppointment: {
            serviceId: SHINGLES_2.id,
            dateTime: { value: second.timestamp, timezone: second.timezone },
            reservationCode: second.reservationCode,
          },
        }
      : {}),
  };
  const response = await request.post(appointmentsPath, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = BookingResponseSchema.parse(await response.json());
  return { provider: held.provider, appointment: data.appointments[0]!, followup: data.followupAppointment, patient };
}

/**
 * Books a virtual sick visit for a patient in `state` as the booking flow does: the licensed teams' times are
 * read by state, one is held by state (the server picks the team) and the booking names the state too.
 */
export async function bookVirtualVisit(request: APIRequestContext, state = 'OH'): Promise<BookedVisit> {
  const response = await request.get(timeslotsPath, {
    params: {
      'filter.serviceIds': String(VIRTUAL_SICK_VISIT.id),
      'filter.businessNames': 'tlc',
      'filter.isVirtualVisit': 'true',
      'filter.licensureState': state,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const teams = AvailabilityResponseSchema.parse(await response.json()).data.appointmentTimeSlots;
  let held: Held | undefined;
  for (const team of teams) {
    const slots = allSlots(team);
    for (let n = 0; n < Math.min(slots.length, 20) && !held; n += 1) {
      const value = slots[randomInt(slots.length)]!;
      const hold = await request.post(reservationsPath, {
        data: {
          serviceId: VIRTUAL_SICK_VISIT.id,
          businessName: 'tlc',
          reservationTime: wallClock(value),
          licensureState: state,
        },
      });
      if (hold.ok()) {
        const reservation = ReservationResponseSchema.parse(await hold.json()).data.appointmentReservations;
        const heldBy = teams.find((entry) => entry.provider.providerId === reservation.providerId) ?? team;
        held = { ...reservation, provider: heldBy.provider, value };
      }
    }
    if (held) break;
  }
  if (!held) throw new Error(`No virtual sick-visit slot could be held for ${state}.`);
  const patient = { ...newPatient(), lastName: 'Quillfeather', phone: '614-555-0142', dateOfBirth: '1984-07-19' };
  const body: BookingRequest = {
    businessName: 'tlc',
    serviceIds: [VIRTUAL_SICK_VISIT.id],
    dateTime: held.timestamp,
    reservationCode: held.reservationCode,
    licensureState: state,
    patientTimeZone: held.timezone,
    basicInfo: { ...patient, address },
    consentDetails: { consentToTreat: 'Yes', telehealthConsent: 'Yes', smsConsent: 'No' },
  };
  const booking = await request.post(appointmentsPath, { data: body });
  expect(booking.status(), await booking.text()).toBe(201);
  const { data } = BookingResponseSchema.parse(await booking.json());
  return { provider: held.provider, appointment: data.appointments[0]!, patient };
}

/** The appointment's status as the cancel-page lookup reports it. */
export async function lookupStatus(request: APIRequestContext, booked: BookedAppointment): Promise<string> {
  const response = await request.get(`${appointmentsPath}/${booked.id}`, {
    params: { confirmCode: booked.confirmCode },
  });
  expect(response.ok()).toBe(true);
  return AppointmentDetailsResponseSchema.parse(await response.json()).data.appointment.status;
}
