import { physicalResultsPath, reservationsPath, virtualResultsPath } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { rowsOf } from '../apps/api/src/db/sql-values.js';
import { book, bookingRequest, runTag } from '../apps/api/src/production/bookings.js';

/** A metro of the demo chain, searched by its ZIP or by 'City, ST', as visitors type either. */
export interface Metro {
  zip: string;
  cityState: string;
  stateCode: string;
}

/** The demo chain's metros with at least `minClinics` clinics, each with the ZIP of one of its clinics. */
export async function demoMetros(db: Database, minClinics = 4): Promise<Metro[]> {
  const result = await db.execute(sql`
    select min(postal_code) as zip, city || ', ' || state_code as "cityState", state_code as "stateCode"
    from clinics where is_scheduler_enabled
    group by city, state_code having count(*) >= ${minClinics}
    order by count(*) desc, city`);
  return rowsOf<Metro>(result);
}

// Sick visit; vaccines, some with a follow-up dose; physicals and a Medicare wellness visit.
export const CLINIC_SERVICES = [29, 29, 29, 101, 101, 102, 105, 107, 301, 302, 401, 601];
const VIRTUAL_SERVICE = 701;
const DIETITIAN_SERVICE = 801;
/** The bookable window every clinic service above shares, counting today. */
export const WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export interface MixedFigures {
  seconds: number;
  searches: number;
  searchesPerSecond: number;
  search: Percentiles;
  holds: number;
  holdConflicts: number;
  hold: Percentiles;
  bookings: number;
  bookingsPerSecond: number;
  bookingConflicts: number;
  booking: Percentiles;
  /** Answers other than the expected ones (5xx, 4xx other than a lost seat) and broken connections. */
  errors: number;
  /** Mean size of a search answer's body, KB. */
  meanSearchKb: number;
}

/**
 * How visitors come: `clients` at once, each sending its next request as soon as the last is answered (a
 * closed loop, which finds the server's throughput and keeps it saturated), or `perSecond` new visits a second
 * whatever the server's answers (an open loop, as a public site sees them arrive).
 */
export type MixedPace = { clients: number } | { perSecond: number };

/** Starts `visit` `perSecond` times a second until `deadline`, and waits for every visit started. */
export async function arriving(perSecond: number, deadline: number, visit: () => Promise<void>): Promise<void> {
  const started: Promise<void>[] = [];
  const interval = 1000 / perSecond;
  for (let due = performance.now(); due < deadline; due += interval) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    started.push(visit());
  }
  await Promise.all(started);
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface AvailabilityAnswer {
  data: {
    appointmentTimeSlots: {
      provider: { providerId: string };
      services: { availability: { timeslots: { value: string }[] }[] }[];
    }[];
  };
}

/**
 * What visitors do, in the proportions they do it: searches for clinics near a random metro (ZIP or city),
 * from a random day of the booking window, within 10–50 miles, for a mix of services, and virtual-visit
 * and dietitian searches by state; about one search in ten goes on to hold a slot it was shown and book it.
 * Visitors come for `seconds` at the given pace (`MixedPace`).
 */
export async function mixedLoad(
  baseUrl: string,
  metros: readonly Metro[],
  options: { pace: MixedPace; seconds: number; bookingShare?: number },
): Promise<MixedFigures> {
  const bookingShare = options.bookingShare ?? 0.1;
  const run = runTag();
  let patient = 0;
  let seed = 0x5eed;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const latency = { search: [] as number[], hold: [] as number[], booking: [] as number[] };
  const counts = { holdConflicts: 0, bookings: 0, bookingConflicts: 0, errors: 0, searchBytes: 0 };

  function searchUrl(): { url: string; serviceId: number; bookable: boolean } {
    const today = Date.now();
    const roll = random();
    if (roll < 0.1) {
      const virtual = roll < 0.05;
      const query = new URLSearchParams({
        'filter.state': pick(metros).stateCode,
        'filter.serviceIds': String(virtual ? VIRTUAL_SERVICE : DIETITIAN_SERVICE),
        'filter.businessNames': virtual ? 'tlc' : 'dietitian',
        ...(virtual ? { 'filter.isVirtualVisit': 'true' } : {}),
        'filter.startDate': ymd(today),
      });
      return { url: `${baseUrl}${virtualResultsPath}?${query}`, serviceId: 0, bookable: false };
    }
    const metro = pick(metros);
    const serviceId = pick(CLINIC_SERVICES);
    const start = today + Math.floor(random() * WINDOW_DAYS) * DAY_MS;
    const query = new URLSearchParams({
      'filter.freeFormAddress': random() < 0.5 ? metro.zip : metro.cityState,
      'filter.radius': String(10 + Math.floor(random() * 41)),
      'filter.maxResults': '50',
      'filter.serviceIds': String(serviceId),
      'filter.businessNames': 'tlc',
      'filter.startDate': ymd(start),
      'filter.endDate': ymd(Math.min(start + 6 * DAY_MS, today + (WINDOW_DAYS - 1) * DAY_MS)),
    });
    return { url: `${baseUrl}${physicalResultsPath}?${query}`, serviceId, bookable: true };
  }

  async function holdAndBook(answer: AvailabilityAnswer, serviceId: number) {
    const offers = answer.data.appointmentTimeSlots.flatMap((entry) =>
      (entry.services[0]?.availability ?? []).flatMap((day) =>
        day.timeslots.map((slot) => ({ providerId: entry.provider.providerId, timestamp: slot.value })),
      ),
    );
    if (offers.length === 0) return;
    const slot = pick(offers);
    const started = performance.now();
    const hold = await fetch(`${baseUrl}${reservationsPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId,
        businessName: 'tlc',
        reservationTime: slot.timestamp.slice(0, 19).replace('T', ' '),
        locationNumber: slot.providerId,
      }),
    }).catch(() => null);
    latency.hold.push(performance.now() - started);
    const held = (await hold?.json().catch(() => null)) as {
      data?: { appointmentReservations?: { reservationCode: string } };
    } | null;
    if (hold?.status === 409) counts.holdConflicts += 1;
    const reservationCode = held?.data?.appointmentReservations?.reservationCode;
    if (!reservationCode) {
      if (hold?.status !== 409) counts.errors += 1;
      return;
    }
    patient += 1;
    const bookingStarted = performance.now();
    const outcome = await book(baseUrl, {
      ...bookingRequest(slot, patient, run),
      serviceIds: [serviceId],
      reservationCode,
    });
    latency.booking.push(performance.now() - bookingStarted);
    if (outcome.kind === 'answer' && outcome.status === 201) counts.bookings += 1;
    else if (outcome.kind === 'answer' && outcome.status === 409) counts.bookingConflicts += 1;
    else counts.errors += 1;
  }

  async function visit() {
    const search = searchUrl();
    const goesOn = search.bookable && random() < bookingShare / 0.9;
    const started = performance.now();
    const response = await fetch(search.url).catch(() => null);
    // Only a visitor about to book reads the answer; the others just take it in, as a browser would.
    const body = response ? await response.arrayBuffer().catch(() => null) : null;
    latency.search.push(performance.now() - started);
    if (!response || !body || response.status !== 200) {
      counts.errors += 1;
      return;
    }
    counts.searchBytes += body.byteLength;
    if (goesOn)
      await holdAndBook(JSON.parse(Buffer.from(body).toString('utf8')) as AvailabilityAnswer, search.serviceId);
  }

  const deadline = performance.now() + options.seconds * 1000;
  const began = performance.now();
  if ('perSecond' in options.pace) await arriving(options.pace.perSecond, deadline, visit);
  else {
    const visitor = async () => {
      while (performance.now() < deadline) await visit();
    };
    await Promise.all(Array.from({ length: options.pace.clients }, visitor));
  }
  const seconds = (performance.now() - began) / 1000;
  return {
    seconds,
    searches: latency.search.length,
    searchesPerSecond: latency.search.length / seconds,
    search: percentiles(latency.search),
    holds: latency.hold.length,
    holdConflicts: counts.holdConflicts,
    hold: percentiles(latency.hold),
    bookings: counts.bookings,
    bookingsPerSecond: counts.bookings / seconds,
    bookingConflicts: counts.bookingConflicts,
    booking: percentiles(latency.booking),
    errors: counts.errors,
    meanSearchKb: counts.searchBytes / Math.max(1, latency.search.length) / 1024,
  };
}
