import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { rowsOf } from '../apps/api/src/db/sql-values.js';
import { hasWrk, startWrk } from './wrk.js';

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
 * Sends `perSlot` competing bookings for each free slot, `concurrency` at a time, each from its own patient
 * (numbered from `firstPatient`, so rounds never share one). With wrk when installed (see wrk.ts).
 */
export async function bookingContention(
  baseUrl: string,
  targets: Target[],
  options: { perSlot: number; concurrency: number; firstPatient: number },
): Promise<ContentionFigures> {
  const bodies = targets
    .flatMap((target) => Array.from({ length: options.perSlot }, () => target))
    .map((target, index) => JSON.stringify(bookingBody(target, options.firstPatient + index)));
  const run = hasWrk() ? wrkBookings : fetchBookings;
  const { seconds, booked, conflicts, otherStatuses } = await run(baseUrl, bodies, options.concurrency);
  const attempts = bodies.length;
  return {
    attempts,
    booked,
    conflicts,
    otherStatuses,
    seconds,
    bookingsPerSecond: booked / seconds,
    requestsPerSecond: attempts / seconds,
  };
}

type Outcome = Pick<ContentionFigures, 'seconds' | 'booked' | 'conflicts' | 'otherStatuses'>;

async function wrkBookings(baseUrl: string, bodies: string[], concurrency: number): Promise<Outcome> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hs-bench-'));
  const jobs = path.join(folder, 'bookings.jsonl');
  const result = path.join(folder, 'result.json');
  writeFileSync(jobs, `${bodies.join('\n')}\n`);
  const started = performance.now();
  const wrk = startWrk('./wrk-contention.lua', [`-c${concurrency}`, '-d600s', baseUrl], {
    BENCH_JOBS: jobs,
    BENCH_RESULT: result,
  });
  try {
    while (!existsSync(result) || readFileSync(result, 'utf8').at(-1) !== '\n') {
      if (wrk.exitCode !== null) throw new Error('wrk stopped before every booking was answered');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const seconds = (performance.now() - started) / 1000;
    const figures = JSON.parse(readFileSync(result, 'utf8')) as { booked: number; conflicts: number; others: string };
    const otherStatuses: Record<number, number> = {};
    for (const status of figures.others.split(',').filter(Boolean).map(Number))
      otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
    return { seconds, booked: figures.booked, conflicts: figures.conflicts, otherStatuses };
  } finally {
    wrk.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  }
}

async function fetchBookings(baseUrl: string, bodies: string[], concurrency: number): Promise<Outcome> {
  const statuses: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]!;
        const response = await fetch(`${baseUrl}/appointment-management/v2/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const otherStatuses: Record<number, number> = {};
  for (const s of statuses) if (s !== 201 && s !== 409) otherStatuses[s] = (otherStatuses[s] ?? 0) + 1;
  return {
    seconds: (performance.now() - started) / 1000,
    booked: statuses.filter((s) => s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    otherStatuses,
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
