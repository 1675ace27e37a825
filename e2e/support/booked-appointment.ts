import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Books real appointments through the API (hold, then book) so the confirmation and cancel pages can be
 * tested against what the server really stored. Slots come from a live availability search, since demo
 * availability is computed from today's date.
 */

const SHINGLES_1 = { id: 105, name: 'Shingles Vaccine Dose 1' };
const SHINGLES_2 = { id: 106, name: 'Shingles Vaccine Dose 2' };
/** The API requires at least this many days between the doses. */
const FOLLOWUP_AFTER_DAYS = 60;

// biome-ignore lint/suspicious/noExplicitAny: the provider is passed through to the page as the API gave it.
export type ApiProvider = Record<string, any> & {
  providerId: string;
  vanityName: string;
  timezone: string;
  address: { addressLines: string[]; cityTown: string; stateProvince: string; postalCode: string } | null;
  phone: string | null;
  rideSharePromo: { code: string; url: string; discountText: string } | null;
};

export interface Booked {
  id: string;
  confirmCode: string;
  timestamp: string;
  timezone: string;
  serviceIds: number[];
}

export interface BookedVisit {
  provider: ApiProvider;
  appointment: Booked;
  followup?: Booked;
  patient: { firstName: string; lastName: string; phone: string; email: string; dateOfBirth: string };
}

interface Hold {
  reservationCode: string;
  timestamp: string;
  timezone: string;
}

/** Names must be letters only; a fresh one per booking so the duplicate-booking rule never triggers. */
function uniqueName(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

async function hold(request: APIRequestContext, providerId: string, serviceId: number, wallClock: string) {
  const response = await request.post('/appointment-management/v1/appointment-reservations', {
    data: { serviceId, businessName: 'tlc', reservationTime: wallClock, locationNumber: providerId },
  });
  if (!response.ok()) return undefined;
  return (await response.json()).data.appointmentReservations as Hold;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A clinic near 45202 with free shingles slots and a ride-share promo, and one of its free slots held. */
async function holdFirstDose(request: APIRequestContext): Promise<{ provider: ApiProvider; held: Hold }> {
  const search = await request.get('/appointment-management/v1/results/physical', {
    params: {
      'filter.freeFormAddress': '45202',
      'filter.serviceIds': String(SHINGLES_1.id),
      'filter.businessNames': 'tlc',
      'filter.maxResults': '20',
    },
  });
  expect(search.ok()).toBe(true);
  const results = (await search.json()).data.appointmentTimeSlots as {
    provider: ApiProvider;
    status: string;
    services: { availability: { timeslots: { value: string }[] }[] }[];
  }[];
  const candidates = results.filter((result) => result.status === 'AVAILABLE' && result.provider.rideSharePromo);
  expect(candidates.length).toBeGreaterThan(0);
  for (const candidate of candidates) {
    const slots = candidate.services.flatMap((service) => service.availability.flatMap((day) => day.timeslots));
    // Start somewhere random: tests run in parallel and would otherwise all reach for the first slot.
    const start = randomInt(slots.length);
    for (let n = 0; n < Math.min(slots.length, 25); n += 1) {
      const value = slots[(start + n) % slots.length]!.value;
      const held = await hold(
        request,
        candidate.provider.providerId,
        SHINGLES_1.id,
        value.slice(0, 19).replace('T', ' '),
      );
      if (held) return { provider: candidate.provider, held };
    }
  }
  throw new Error('No free shingles slot could be held near 45202.');
}

/** The second dose, at least 60 days later, on an afternoon the clinic is open. */
async function holdSecondDose(request: APIRequestContext, providerId: string, first: Hold): Promise<Hold> {
  const localFirst = new Intl.DateTimeFormat('en-CA', { timeZone: first.timezone }).format(new Date(first.timestamp));
  for (let days = FOLLOWUP_AFTER_DAYS + 1; days < FOLLOWUP_AFTER_DAYS + 15; days += 1) {
    const date = addDays(localFirst, days);
    for (const time of ['14:00', '14:15', '14:30', '14:45', '15:00', '10:30', '11:00']) {
      const held = await hold(request, providerId, SHINGLES_2.id, `${date} ${time}:00`);
      if (held) return held;
    }
  }
  throw new Error('No free second-dose slot could be held.');
}

/** Books shingles dose 1 at a clinic with a ride-share promo, and dose 2 as its follow-up when asked. */
export async function bookShingles(request: APIRequestContext, withFollowup: boolean): Promise<BookedVisit> {
  const { provider, held } = await holdFirstDose(request);
  const second = withFollowup ? await holdSecondDose(request, provider.providerId, held) : undefined;
  const name = uniqueName();
  const patient = {
    firstName: `Zephyrine${name}`,
    lastName: 'Quillfeather',
    phone: '614-555-0142',
    email: `zephyrine.${name}@example.org`,
    dateOfBirth: '1984-07-19',
  };
  const response = await request.post('/appointment-management/v2/appointments', {
    data: {
      businessName: 'tlc',
      serviceIds: [SHINGLES_1.id],
      dateTime: held.timestamp,
      reservationCode: held.reservationCode,
      locationNumber: provider.providerId,
      patientTimeZone: held.timezone,
      basicInfo: {
        ...patient,
        address: {
          addressLines: ['1200 Maple Avenue'],
          cityTown: 'Cincinnati',
          stateProvince: 'OH',
          postalCode: '45202',
          county: 'Hamilton',
        },
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
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { provider, appointment: data.appointments[0], followup: data.followupAppointment, patient };
}

/** What the booking flow leaves in the scheduler store ('tlc.scheduler' in sessionStorage). */
export function storedSchedulerState(visit: BookedVisit) {
  const entry = (booked: Booked, service: { id: number; name: string }) => ({
    id: booked.id,
    confirmCode: booked.confirmCode,
    timestamp: booked.timestamp,
    timezone: booked.timezone,
    services: [{ ...service, isVaccine: true, isAvailable: true }],
  });
  return {
    appointment: entry(visit.appointment, SHINGLES_1),
    ...(visit.followup ? { followup: entry(visit.followup, SHINGLES_2) } : {}),
    provider: visit.provider,
    flow: 'EVERYDAY_VACCINE',
    category: 'Vaccines',
    patient: visit.patient,
  };
}

/** Seeds the store once per tab, as booking would; later loads (a refresh) see what the page left there. */
export async function seedSchedulerStore(page: Page, visit: BookedVisit): Promise<void> {
  await page.addInitScript(
    (state) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem('tlc.scheduler', state);
    },
    JSON.stringify(storedSchedulerState(visit)),
  );
}

/** The appointment as the cancel-page lookup reports it. */
export async function lookupStatus(request: APIRequestContext, booked: Booked): Promise<string> {
  const response = await request.get(`/appointment-management/v2/appointments/${booked.id}`, {
    params: { confirmCode: booked.confirmCode },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.appointment.status;
}
