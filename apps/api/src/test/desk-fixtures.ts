import type { BookingRequest } from '@hs/contracts';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import type { WeeklyHours } from '@hs/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { clinics } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import type { StaffGrant } from '#api/modules/staff';
import { createTestApp, type TestApp } from './app.js';
import { deliveringConfig } from './outbox-fixtures.js';
import { insertTestProvider } from './providers.js';
import { api, bookingBody, SERVICES, slotsOn, type TestProvider } from './scheduling-fixtures.js';
import { startSmtpReceiver } from './smtp-receiver.js';
import { type SignedInStaff, signedInStaff } from './staff-fixtures.js';

/** The console's origin: the PUBLIC_URL of every desk test app. */
export const CONSOLE_ORIGIN = 'http://localhost:8080';
export const DESK_CONFIG = { PUBLIC_URL: CONSOLE_ORIGIN, RATE_LIMIT_PER_MINUTE: 100_000 };

/** A desk test app whose messages go to a real SMTP receiver of its own; `close` ends both. */
export async function mailingDeskApp() {
  const smtp = await startSmtpReceiver();
  const t = await createTestApp({ config: { ...deliveringConfig(smtp.url), PUBLIC_URL: CONSOLE_ORIGIN } });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}

let clinicCount = 0;

/** A store clinic of a district the test names, taking flu bookings on its hours (every day 07:00-19:00 unless given). */
export async function deskClinic(
  t: TestApp,
  options: { division: string; timeZone?: string; weeklyHours?: WeeklyHours; capacity?: number; name?: string },
): Promise<TestProvider> {
  clinicCount += 1;
  const day = { opens: '07:00', closes: '19:00', breaks: [] };
  const provider: TestProvider = {
    id: `DSK${String(clinicCount).padStart(5, '0')}`,
    timeZone: options.timeZone ?? 'America/New_York',
    capacity: options.capacity ?? 1,
    weeklyHours: options.weeklyHours ?? {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    },
  };
  await insertTestProvider(t.database.db, {
    id: provider.id,
    name: options.name ?? `Desk Clinic ${clinicCount}`,
    timeZone: provider.timeZone,
    weeklyHours: provider.weeklyHours!,
    slotCapacity: provider.capacity,
    serviceIds: [SERVICES.flu, SERVICES.hepB1, SERVICES.hepB2],
    store: { brandSlug: 'harvest-market', latitude: 39.1, longitude: -84.5 },
  });
  await t.database.db
    .update(clinics)
    .set({ divisionNumber: options.division, vanityName: options.name ?? `Desk Clinic ${clinicCount}` })
    .where(eq(clinics.providerId, provider.id));
  return provider;
}

export interface BookedVisit {
  id: string;
  confirmCode: string;
  body: BookingRequest;
}

/**
 * A visit booked through the public API at the slot starting at `at` (an instant on the clinic's slot grid);
 * `patient` changes some of the fixture patient's details.
 */
export async function bookVisit(
  t: TestApp,
  clinic: TestProvider,
  at: Date,
  overrides: Omit<Partial<BookingRequest>, 'basicInfo'> & { patient?: Partial<BookingRequest['basicInfo']> } = {},
): Promise<BookedVisit> {
  const date = new Date(at).toISOString().slice(0, 10);
  const candidates = [date, shiftDate(date, -1), shiftDate(date, 1)].flatMap((day) => slotsOn(clinic, day));
  const slot = candidates.find((candidate) => candidate.start.getTime() === at.getTime());
  if (!slot) throw new Error(`No slot of ${clinic.id} starts at ${at.toISOString()}`);
  const { patient, ...rest } = overrides;
  const booking = bookingBody(clinic, slot, rest);
  const body = patient ? { ...booking, basicInfo: { ...booking.basicInfo, ...patient } } : booking;
  const response = await api.book(t, body);
  expect(response.statusCode, response.body).toBe(201);
  const booked = response.json().data.appointments[0] as { id: string; confirmCode: string };
  return { ...booked, body };
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A member with these grants, signed in now. */
export const staffWith = (t: TestApp, grants: readonly StaffGrant[]): Promise<SignedInStaff> =>
  signedInStaff(t.database.db, grants, { now: t.clock.now(), origin: CONSOLE_ORIGIN });

/** A front desk member of the clinic, signed in now. */
export const frontDeskAt = (t: TestApp, clinic: TestProvider) =>
  staffWith(t, [{ role: 'front-desk', scope: 'clinic', scopeId: clinic.id }]);

/** A staff read: GET with the session's read headers. */
const deskRead = (t: TestApp, staff: SignedInStaff, url: string) =>
  t.app.inject({ method: 'GET', url, headers: staff.read });

/** A staff change: the session's write headers (its CSRF token and origin) and a JSON body, if any. */
const deskWrite = (
  t: TestApp,
  staff: SignedInStaff,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: staff.write, ...(payload === undefined ? {} : { payload }) });

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The desk's endpoints, called as the console calls them. */
export const desk = {
  clinics: (t: TestApp, staff: SignedInStaff, query: Record<string, string> = {}) =>
    deskRead(t, staff, withQuery(staffPaths.clinics, query)),
  schedule: (t: TestApp, staff: SignedInStaff, clinicId: string, from: string, days = 1) =>
    deskRead(t, staff, withQuery(staffPath(staffPaths.schedule, { clinicId }), { from, days: String(days) })),
  visit: (t: TestApp, staff: SignedInStaff, appointmentId: string) =>
    deskRead(t, staff, staffPath(staffPaths.appointment, { appointmentId })),
  attendance: (t: TestApp, staff: SignedInStaff, appointmentId: string, attendance: string | null) =>
    deskWrite(t, staff, 'PUT', staffPath(staffPaths.attendance, { appointmentId }), { attendance }),
  cancel: (t: TestApp, staff: SignedInStaff, appointmentId: string, body: { reason: string; note?: string }) =>
    deskWrite(t, staff, 'POST', staffPath(staffPaths.cancellation, { appointmentId }), body),
  audit: (t: TestApp, staff: SignedInStaff, query: Record<string, string> = {}) =>
    deskRead(t, staff, withQuery(staffPaths.audit, query)),
  services: (t: TestApp, staff: SignedInStaff, clinicId: string) =>
    deskRead(t, staff, staffPath(staffPaths.clinicServices, { clinicId })),
  openTimes: (t: TestApp, staff: SignedInStaff, clinicId: string, query: Record<string, string>) =>
    deskRead(t, staff, withQuery(staffPath(staffPaths.openTimes, { clinicId }), query)),
  hold: (t: TestApp, staff: SignedInStaff, clinicId: string, body: object) =>
    deskWrite(t, staff, 'POST', staffPath(staffPaths.holds, { clinicId }), body),
  release: (t: TestApp, staff: SignedInStaff, clinicId: string, reservationCode: string) =>
    deskWrite(t, staff, 'DELETE', staffPath(staffPaths.hold, { clinicId, reservationCode })),
  book: (t: TestApp, staff: SignedInStaff, clinicId: string, body: object) =>
    deskWrite(t, staff, 'POST', staffPath(staffPaths.bookings, { clinicId }), body),
  reschedule: (t: TestApp, staff: SignedInStaff, appointmentId: string, body: object) =>
    deskWrite(t, staff, 'POST', staffPath(staffPaths.reschedule, { appointmentId }), body),
};

let phonedCount = 0;

/** What the front desk takes down on the phone for a new patient each call, as the console sends it. */
export function phonedPatient(overrides: Record<string, unknown> = {}) {
  phonedCount += 1;
  const tag = String.fromCharCode(65 + (phonedCount % 26), 65 + Math.floor(phonedCount / 26));
  return {
    firstName: `Ottoline${tag}`,
    lastName: 'Brightwater',
    dateOfBirth: '1951-11-23',
    phone: '804-555-0173',
    email: `ottoline.${tag.toLowerCase()}@example.org`,
    address: {
      addressLines: ['14 Grace Street'],
      cityTown: 'Richmond',
      stateProvince: 'VA',
      postalCode: '23219',
      county: 'Richmond City',
    },
    preferredLanguage: 'Spanish',
    ...overrides,
  };
}

export interface TrailRow {
  id: number;
  staff_id: string | null;
  role: string | null;
  auth_method: string;
  session: string | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  clinic_id: string | null;
  outcome: string;
  reason: string | null;
  request_id: string | null;
  detail: Record<string, unknown> | null;
}

/** The trail's rows written by a member, oldest first. */
export async function trailOf(t: TestApp, staff: SignedInStaff): Promise<TrailRow[]> {
  return rowsOf<TrailRow>(
    await t.database.db.execute(sql`select * from staff_audit where staff_id = ${staff.staffId} order by id`),
  );
}
