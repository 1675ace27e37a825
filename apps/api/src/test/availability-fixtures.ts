import { type WeeklyHours, weekOf } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { appointments, brands, services, slotClaims } from '#api/db/schema.js';
import { insertTestProvider } from './providers.js';

/**
 * Small, exact rows for availability tests over the empty database: a few clinics whose hours, zone and
 * capacity the test chooses, and services of known lengths, so expected slots can be worked out by hand.
 */

export const FIXTURE_SERVICES = {
  quick: { id: 1, slotMinutes: 15, maxDaysAhead: 14, leadTime: 0 },
  long: { id: 2, slotMinutes: 30, maxDaysAhead: 14, leadTime: 0 },
  prepared: { id: 3, slotMinutes: 15, maxDaysAhead: 14, leadTime: 2 },
  virtual: { id: 4, slotMinutes: 15, maxDaysAhead: 2, leadTime: 0 },
} as const;

export const everyDay = (opens: string, closes: string, breakStart?: string, breakEnd?: string): WeeklyHours =>
  weekOf({ opens, closes, breaks: breakStart && breakEnd ? [{ start: breakStart, end: breakEnd }] : [] });

export async function insertFixtureServices(db: Database): Promise<void> {
  await db.insert(brands).values({ slug: 'test-banner', name: 'Test Banner', logoSvg: '<svg/>' });
  await db.insert(services).values(
    Object.entries(FIXTURE_SERVICES).map(([name, s], index) => ({
      ...s,
      name,
      groupName: 'Test',
      businessNames: ['tlc'],
      groupOrder: 1,
      order: index + 1,
    })),
  );
}

interface FixtureClinic {
  id: string;
  /** Cincinnati, on New York time, unless told otherwise. */
  timeZone?: string;
  latitude?: number;
  longitude?: number;
  weeklyHours?: WeeklyHours;
  slotCapacity?: number;
  serviceIds?: number[];
}

export async function insertClinic(db: Database, clinic: FixtureClinic): Promise<void> {
  await insertTestProvider(db, {
    id: clinic.id,
    name: `Clinic ${clinic.id}`,
    timeZone: clinic.timeZone ?? 'America/New_York',
    weeklyHours: clinic.weeklyHours ?? everyDay('09:00', '17:00', '12:00', '13:00'),
    slotCapacity: clinic.slotCapacity ?? 1,
    serviceIds: clinic.serviceIds ?? Object.values(FIXTURE_SERVICES).map((s) => s.id),
    store: { brandSlug: 'test-banner', latitude: clinic.latitude ?? 39.1, longitude: clinic.longitude ?? -84.5 },
  });
}

/** A hold on one seat of a cell, as a reservation leaves it. */
export async function insertHold(
  db: Database,
  claim: { providerId: string; cell: Date; seat?: number; capacity?: number; expiresAt: Date },
): Promise<void> {
  await db.insert(slotClaims).values({
    providerId: claim.providerId,
    startsAt: claim.cell,
    seat: claim.seat ?? 1,
    capacity: claim.capacity ?? 1,
    serviceId: FIXTURE_SERVICES.quick.id,
    reservationCode: `hold-${claim.providerId}-${claim.cell.getTime()}-${claim.seat ?? 1}`,
    expiresAt: claim.expiresAt,
    createdAt: new Date(claim.cell.getTime() - 24 * 60 * 60 * 1000),
  });
}

/** A booked appointment with its claimed cell: the appointment row first, as the foreign key wants. */
export async function insertBooking(
  db: Database,
  booking: { id: string; providerId: string; cell: Date; timeZone: string; localDate: string },
): Promise<void> {
  await db.insert(appointments).values({
    id: booking.id,
    confirmCodeHash: 'hash',
    providerId: booking.providerId,
    businessName: 'tlc',
    serviceIds: [FIXTURE_SERVICES.quick.id],
    startsAt: booking.cell,
    timeZone: booking.timeZone,
    localDate: booking.localDate,
    status: 'BOOKED',
    patientKey: `patient-${booking.id}`,
    patientData: 'sealed',
    createdAt: new Date(booking.cell.getTime() - 24 * 60 * 60 * 1000),
  });
  await db.insert(slotClaims).values({
    providerId: booking.providerId,
    startsAt: booking.cell,
    seat: 1,
    capacity: 1,
    serviceId: FIXTURE_SERVICES.quick.id,
    appointmentId: booking.id,
    createdAt: new Date(booking.cell.getTime() - 24 * 60 * 60 * 1000),
  });
}
