import type { BookingRequest } from '@hs/contracts';
import { type ClosureTimes, daySlots, type WeeklyHours, weekOf } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from './app.js';
import { insertTestProvider, type TestProviderRow } from './providers.js';
import { storedSlotRules } from './slot-rules.js';

/** Demo-catalog services the scheduling tests rely on (see db/seed/demo-chain/services-catalog.ts). */
export const SERVICES = {
  sickVisit: 29,
  flu: 101,
  shingles1: 105,
  hepB1: 107,
  hepB2: 108,
  virtualSick: 701,
  dietitianInitial: 801,
} as const;

const TEST_HOURS = weekOf(
  { opens: '09:00', closes: '17:00', breaks: [{ start: '12:00', end: '13:00' }] },
  { opens: '09:00', closes: '13:00', breaks: [] },
  null,
);

export interface TestProvider {
  id: string;
  timeZone: string;
  capacity: number;
  /** TEST_HOURS unless given. */
  weeklyHours?: WeeklyHours;
  /** The provider's closures and the chain's; none unless given. */
  closures?: ClosureTimes[];
}

let providerCount = 0;

/** A clinic of our own with known hours and capacity, so tests do not depend on the generated chain. */
export async function addTestProvider(
  t: TestApp,
  options: {
    capacity?: number;
    timeZone?: string;
    serviceIds?: number[];
    store?: TestProviderRow['store'];
    kind?: TestProviderRow['kind'];
    licensedIn?: TestProviderRow['licensedIn'];
  } = {},
): Promise<TestProvider> {
  providerCount += 1;
  const provider = {
    id: `TST${String(providerCount).padStart(5, '0')}`,
    timeZone: options.timeZone ?? 'America/New_York',
    capacity: options.capacity ?? 1,
  };
  await insertTestProvider(t.database.db, {
    id: provider.id,
    name: `Test Clinic ${providerCount}`,
    timeZone: provider.timeZone,
    weeklyHours: TEST_HOURS,
    slotCapacity: provider.capacity,
    serviceIds: options.serviceIds ?? [
      SERVICES.sickVisit,
      SERVICES.flu,
      SERVICES.shingles1,
      SERVICES.hepB1,
      SERVICES.hepB2,
    ],
    store: options.store,
    kind: options.kind,
    licensedIn: options.licensedIn,
  });
  return provider;
}

interface SeededClinicFacts {
  phone: string;
  vanityName: string;
  addressLine1: string;
  city: string;
  stateCode: string;
  postalCode: string;
}

/** A one-seat store clinic of the generated demo chain that offers the service and takes bookings; `nth` counts from 0. */
export async function seededClinic(t: TestApp, serviceId: number, nth = 0) {
  const result = await t.database.db.execute(sql`
    select p.id, p.slot_capacity as capacity,
      c.phone, c.vanity_name as "vanityName", c.address_line1 as "addressLine1", c.city, c.state_code as "stateCode",
      c.postal_code as "postalCode"
    from providers p
    join clinics c on c.provider_id = p.id
    join provider_services ps on ps.provider_id = p.id and ps.service_id = ${serviceId}
    where c.is_scheduler_enabled and p.slot_capacity = 1
    order by p.id
    limit 1 offset ${nth}`);
  const clinic = rowsOf<Pick<TestProvider, 'id' | 'capacity'> & SeededClinicFacts>(result)[0]!;
  return { ...clinic, ...(await storedSlotRules(t.database.db, clinic.id)) };
}

interface TestSlot {
  start: Date;
  /** ISO instant, as the booking payload's dateTime. */
  timestamp: string;
  /** 'YYYY-MM-DD HH:mm:ss' on the provider's wall clock, as reservationTime. */
  wallClock: string;
}

/** The slot starts of a test provider's day for a visit of `slotMinutes`. */
export function slotsOn(provider: TestProvider, date: string, slotMinutes = 15): TestSlot[] {
  const rules = {
    weeklyHours: provider.weeklyHours ?? TEST_HOURS,
    timeZone: provider.timeZone,
    slotMinutes,
    closures: provider.closures ?? [],
  };
  return daySlots(rules, date).map((slot) => ({
    start: slot.start,
    timestamp: slot.start.toISOString(),
    wallClock: slot.value.slice(0, 19).replace('T', ' '),
  }));
}

export function holdBody(provider: TestProvider, slot: TestSlot, serviceId: number = SERVICES.flu) {
  return { serviceId, businessName: 'tlc', reservationTime: slot.wallClock, locationNumber: provider.id };
}

/** The hepatitis B second dose at `slot`, as a booking's follow-up; nothing when there is no slot. */
export function hepB2Followup(provider: TestProvider, slot: TestSlot | null | undefined) {
  if (!slot) return {};
  return {
    followupAppointment: {
      serviceId: SERVICES.hepB2,
      dateTime: { value: slot.timestamp, timezone: provider.timeZone },
    },
  };
}

let patientCount = 0;

/** A complete, valid §3 booking payload; each call is a different patient unless one is given. */
export function bookingBody(
  provider: TestProvider,
  slot: TestSlot,
  overrides: Partial<BookingRequest> & { patient?: number } = {},
): BookingRequest {
  const { patient, ...rest } = overrides;
  const n = patient ?? ++patientCount;
  return {
    businessName: 'tlc',
    serviceIds: [SERVICES.flu],
    dateTime: slot.timestamp,
    locationNumber: provider.id,
    patientTimeZone: 'America/New_York',
    basicInfo: {
      firstName: `Zephyrine${letters(n)}`,
      lastName: `Quillfeather${letters(n)}`,
      phone: '614-555-0142',
      email: `zephyrine.${letters(n).toLowerCase()}@example.org`,
      dateOfBirth: '1984-07-19',
      address: {
        addressLines: ['1200 Maple Avenue', 'Apt 4'],
        cityTown: 'Columbus',
        stateProvince: 'OH',
        postalCode: '43215',
        county: 'Franklin',
      },
      sexAssignedAtBirth: 'female',
      gender: 'female',
      preferredLanguage: 'English',
      weight: 150,
    },
    requestedVaccinations: ['Flu Vaccine'],
    notes: ['Travel Vaccines Consultation'],
    insuranceInfo: {
      hasInsurance: 'Yes',
      primaryInsurance: { companyName: 'Buckeye Health', relation: 'Patient', memberId: 'MBR123456' },
    },
    consentDetails: {
      consentToTreat: 'Yes',
      privacyPolicyConsent: 'Yes',
      signature: { legalName: `Zephyrine${letters(n)} Quillfeather`, dateTime: '2026-03-02T14:55:00Z' },
    },
    questionnaire: { haveFever: 'No', haveAllergies: 'No' },
    ...rest,
  };
}

/** Names unique per patient but made of letters only, as names must be. */
function letters(n: number): string {
  let out = '';
  for (let value = n; value > 0; value = Math.floor((value - 1) / 26)) {
    out = String.fromCharCode(65 + ((value - 1) % 26)) + out;
  }
  return out;
}

const TABLES = ['appointments', 'slot_claims', 'audit_log', 'idempotency_keys', 'notification_outbox'] as const;

/** Row counts of the tables scheduling writes, to prove a refused request wrote nothing. */
export async function countRows(t: TestApp): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

export const api = {
  reserve: (t: TestApp, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/appointment-management/v1/appointment-reservations',
      payload: body as object,
    }),
  release: (t: TestApp, code: string) =>
    t.app.inject({ method: 'DELETE', url: `/appointment-management/v1/appointment-reservations/${code}` }),
  book: (t: TestApp, body: unknown, idempotencyKey?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/appointment-management/v2/appointments',
      payload: body as object,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    }),
  cancel: (t: TestApp, id: string, confirmCode: string, clientIp = '203.0.113.10') =>
    t.app.inject({
      method: 'PUT',
      url: `/appointment-management/v2/appointments/${id}`,
      payload: { status: 'CANCELED', confirmCode },
      remoteAddress: clientIp,
    }),
  details: (t: TestApp, id: string, confirmCode: string, clientIp = '203.0.113.10') =>
    t.app.inject({
      method: 'GET',
      url: `/appointment-management/v2/appointments/${id}?confirmCode=${encodeURIComponent(confirmCode)}`,
      remoteAddress: clientIp,
    }),
  lookup: (
    t: TestApp,
    body: { confirmCode: string; lastName: string; dateOfBirth: string },
    clientIp = '203.0.113.10',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/appointment-management/v2/appointments/lookup',
      payload: body,
      remoteAddress: clientIp,
    }),
  /** A mail client's RFC 8058 one-click unsubscribe of a reminder's opt-out link. */
  oneClickOptOut: (t: TestApp, path: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  reschedule: (t: TestApp, id: string, body: unknown, options: { clientIp?: string; idempotencyKey?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/appointment-management/v2/appointments/${id}/reschedule`,
      payload: body as object,
      remoteAddress: options.clientIp ?? '203.0.113.10',
      headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
    }),
};
