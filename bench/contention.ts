import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { rowsOf } from '../apps/api/src/modules/reservations/sql-values.js';

export interface ContentionFigures {
  attempts: number;
  booked: number;
  conflicts: number;
  otherStatuses: Record<number, number>;
  seconds: number;
  bookingsPerSecond: number;
  requestsPerSecond: number;
}

interface Target {
  providerId: string;
  timestamp: string;
}

function bookingBody(target: Target, n: number) {
  const letters = (v: number) => {
    let out = '';
    for (let x = v; x > 0; x = Math.floor((x - 1) / 26)) out = String.fromCharCode(65 + ((x - 1) % 26)) + out;
    return out;
  };
  return {
    businessName: 'tlc',
    serviceIds: [101],
    dateTime: target.timestamp,
    locationNumber: target.providerId,
    patientTimeZone: 'America/New_York',
    basicInfo: {
      firstName: `Bench${letters(n)}`,
      lastName: 'Patient',
      phone: '513-555-0100',
      email: `bench.${letters(n).toLowerCase()}@example.org`,
      dateOfBirth: '1980-01-01',
      address: {
        addressLines: ['1 Main St'],
        cityTown: 'Cincinnati',
        stateProvince: 'OH',
        postalCode: '45202',
        county: 'Hamilton',
      },
    },
    requestedVaccinations: ['Flu Vaccine'],
    consentDetails: { consentToTreat: 'Yes', privacyPolicyConsent: 'Yes' },
  };
}

/**
 * Sends `perSlot` competing bookings for each free slot, `concurrency` at a time.
 */
export async function bookingContention(
  baseUrl: string,
  targets: Target[],
  options: { perSlot: number; concurrency: number },
): Promise<ContentionFigures> {
  const jobs = targets.flatMap((target) => Array.from({ length: options.perSlot }, () => target));
  const statuses: number[] = [];
  let next = 0;
  let patient = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < jobs.length) {
        const target = jobs[next++]!;
        const response = await fetch(`${baseUrl}/appointment-management/v2/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingBody(target, patient++)),
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const booked = statuses.filter((s) => s === 201).length;
  const conflicts = statuses.filter((s) => s === 409).length;
  const otherStatuses: Record<number, number> = {};
  for (const s of statuses) if (s !== 201 && s !== 409) otherStatuses[s] = (otherStatuses[s] ?? 0) + 1;
  return {
    attempts: statuses.length,
    booked,
    conflicts,
    otherStatuses,
    seconds,
    bookingsPerSecond: booked / seconds,
    requestsPerSecond: statuses.length / seconds,
  };
}

/** Cells whose bookings exceed the provider's capacity: the number that must stay zero. */
export async function countOverbookedCells(db: Database): Promise<number> {
  const over = await db.execute(sql`
    select count(*)::int as n from (
      select provider_id, starts_at, count(*) as seats, max(capacity) as capacity
      from slot_claims where appointment_id is not null group by provider_id, starts_at
    ) cells where seats > capacity`);
  return rowsOf<{ n: number }>(over)[0]!.n;
}
