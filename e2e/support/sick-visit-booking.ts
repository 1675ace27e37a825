import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Sick visits held and booked through the API, and the stores the patient form reads, for the schedule
 * tests. Holds start at a random slot of clinics past the first page of results, which the results tests
 * use, so parallel runs on one database never reach for the same seat.
 */

const BOOKINGS = '/appointment-management/v2/appointments';
const pad = (n: number) => String(n).padStart(2, '0');
export const today = (() => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

/** Letters only (names allow nothing else); a fresh one per patient so the same-day rule only fires on purpose. */
export const uniqueName = () =>
  `Quill${Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

export interface Patient {
  firstName: string;
  lastName: string;
  email: string;
}
export const newPatient = (): Patient => {
  const firstName = uniqueName();
  return { firstName, lastName: 'Okonkwo', email: `${firstName.toLowerCase()}@example.org` };
};

// biome-ignore lint/suspicious/noExplicitAny: the provider is passed to the page exactly as the API gave it.
export type ApiProvider = Record<string, any> & { providerId: string };
export interface Held {
  provider: ApiProvider;
  value: string;
  timezone: string;
  reservationCode: string;
  expiresAt: string;
}

export const wallClock = (value: string) => value.slice(0, 19).replace('T', ' ');

export async function searchSickVisits(request: APIRequestContext) {
  const response = await request.get('/appointment-management/v1/results/physical', {
    params: {
      'filter.freeFormAddress': '45202',
      'filter.serviceIds': '29',
      'filter.businessNames': 'tlc',
      'filter.maxResults': '20',
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.appointmentTimeSlots as {
    provider: ApiProvider;
    timezone: string;
    status: string;
    services: { availability: { date: string; timeslots: { value: string }[] }[] }[];
  }[];
}

export async function hold(request: APIRequestContext, providerId: string, value: string) {
  const response = await request.post('/appointment-management/v1/appointment-reservations', {
    data: { serviceId: 29, businessName: 'tlc', reservationTime: wallClock(value), locationNumber: providerId },
  });
  return response.ok() ? (await response.json()).data.appointmentReservations : undefined;
}

/** Holds a sick-visit slot at a clinic past the first page of results; `sameDayAs` keeps to one clinic and day. */
export async function holdSickVisit(request: APIRequestContext, sameDayAs?: Held): Promise<Held> {
  const results = (await searchSickVisits(request)).filter((result) => result.status === 'AVAILABLE');
  const candidates = sameDayAs
    ? results.filter((result) => result.provider.providerId === sameDayAs.provider.providerId)
    : results.slice(5);
  for (const candidate of candidates) {
    const slots = candidate.services[0]!.availability.filter(
      (day) => !sameDayAs || day.date === sameDayAs.value.slice(0, 10),
    )
      .flatMap((day) => day.timeslots.map((slot) => slot.value))
      .filter((value) => value !== sameDayAs?.value);
    const start = randomInt(Math.max(slots.length, 1));
    for (let n = 0; n < Math.min(slots.length, 20); n += 1) {
      const value = slots[(start + n) % slots.length]!;
      const reservation = await hold(request, candidate.provider.providerId, value);
      if (reservation) return { provider: candidate.provider, value, timezone: candidate.timezone, ...reservation };
    }
  }
  throw new Error('No sick-visit slot could be held near 45202.');
}

/** Books through the API, as another visitor (or an earlier visit of this patient) would. */
export async function bookThroughApi(request: APIRequestContext, held: Held, patient: Patient, useHold: boolean) {
  return request.post(BOOKINGS, {
    data: {
      businessName: 'tlc',
      serviceIds: [29],
      dateTime: held.value,
      ...(useHold ? { reservationCode: held.reservationCode } : {}),
      locationNumber: held.provider.providerId,
      basicInfo: {
        firstName: patient.firstName,
        lastName: patient.lastName,
        phone: '513-555-0142',
        email: patient.email,
        dateOfBirth: '1988-04-09',
        address: {
          addressLines: ['100 Main St'],
          cityTown: 'Cincinnati',
          stateProvince: 'OH',
          postalCode: '45202',
          county: 'Hamilton',
        },
      },
    },
  });
}

/** What the results screen leaves in the scheduler store after a hold. */
export function schedulerState(held: Held, withHold = true) {
  return {
    appointment: {
      timestamp: held.value,
      timezone: held.timezone,
      services: [{ id: 29, name: 'Sick Visit', isVaccine: false, isAvailable: true }],
      ...(withHold ? { reservationCode: held.reservationCode, expiresAt: held.expiresAt } : {}),
    },
    provider: held.provider,
    flow: 'IN_PERSON',
    category: 'Illness & Injury',
    search: { type: 'Illness & Injury', location: '45202', date: today, serviceIds: [29], page: 1 },
  };
}

/** A form filled up to its last sub-page, as the form keeps it in sessionStorage. */
export function draftAtLastStep(patient: Patient) {
  const details = {
    firstName: patient.firstName,
    lastName: patient.lastName,
    dobMonth: '04',
    dobDay: '09',
    dobYear: '1988',
    sexAssignedAtBirth: 'female',
    gender: 'female',
    race: 'Asian',
    ethnicity: 'Not Hispanic or Latino',
    addressLineOne: '100 Main St',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    county: 'Hamilton',
    phoneNumber: '(513) 555-0142',
    confirmPhone: '(513) 555-0142',
    isMobileNum: 'No',
    emailAddress: patient.email,
    confirmEmail: patient.email,
  };
  return {
    category: 'Illness & Injury',
    current: 'generalConsent',
    completed: ['patientDetails', 'appointmentNotes', 'insurance', 'financialConsent', 'privacyPractice'],
    data: {
      patientDetails: details,
      appointmentNotes: { reasons: ['Sore throat'] },
      insurance: { hasPrimaryInsurance: '0' },
      financialConsent: {
        patientLegalName: `${patient.firstName} ${patient.lastName}`,
        relationshipWithPatient: 'Self',
      },
      privacyPractice: { privacyPractice: 'Yes' },
    },
  };
}

/** Seeds the stores once per tab, so a reload sees what the page itself left there. */
export async function seed(page: Page, state: object, draft?: object) {
  await page.addInitScript(
    ([scheduler, form]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem('tlc.scheduler', scheduler!);
      if (form) sessionStorage.setItem('tlc.scheduler.patient-form', form);
    },
    [JSON.stringify(state), draft ? JSON.stringify(draft) : ''],
  );
}
