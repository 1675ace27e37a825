import type { BookedAppointment } from '@hs/contracts';
import type { Page } from '@playwright/test';
import { type BookedVisit, type Held, type Patient, SHINGLES_1, SHINGLES_2, SICK_VISIT, today } from './bookings.js';

/*
 * What the flow leaves in a tab's sessionStorage before the visitor reaches a page, built from holds and
 * bookings made through the API (`bookings.ts`), and the seeding of a tab with it.
 */

/** What the booking flow leaves in the scheduler store ('tlc.scheduler' in sessionStorage). */
export function bookedState(visit: BookedVisit) {
  const entry = (booked: BookedAppointment, service: { id: number; name: string }) => ({
    id: booked.id,
    confirmCode: booked.confirmCode,
    timestamp: booked.timestamp,
    timezone: booked.timezone,
    services: [{ ...service, isVaccine: true, isAvailable: true }],
    durationMinutes: booked.durationMinutes,
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

/** What the results screen leaves in the scheduler store after a sick-visit hold. */
export function heldState(held: Held) {
  return {
    appointment: {
      timestamp: held.value,
      timezone: held.timezone,
      services: [{ ...SICK_VISIT, isVaccine: false, isAvailable: true }],
      reservationCode: held.reservationCode,
      expiresAt: held.expiresAt,
    },
    provider: held.provider,
    flow: 'IN_PERSON',
    category: 'Illness & Injury',
    search: { type: 'Illness & Injury', location: '45202', date: today, serviceIds: [SICK_VISIT.id], page: 1 },
  };
}

/** The address the address check verifies as it is. */
const HOME_ADDRESS = {
  addressLineOne: '100 Main St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  county: 'Hamilton',
};

/** A patient form filled up to its last sub-page, as the form keeps it in sessionStorage. */
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
    ...HOME_ADDRESS,
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

/** Seeds the stores once per tab, as the flow would; later loads (a refresh) see what the page left there. */
export async function seedStores(page: Page, scheduler: object, draft?: object): Promise<void> {
  await page.addInitScript(
    ([state, form]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      sessionStorage.setItem('tlc.scheduler', state);
      if (form) sessionStorage.setItem('tlc.scheduler.patient-form', form);
    },
    [JSON.stringify(scheduler), draft ? JSON.stringify(draft) : ''] as const,
  );
}
