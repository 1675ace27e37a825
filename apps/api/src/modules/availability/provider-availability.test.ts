import type { AvailabilityResponse } from '@hs/contracts';
import { daySlots, overlapsAnyCell } from '@hs/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyDay } from '#api/test/availability-fixtures.js';
import type { ProviderRow } from './availability.rows.js';
import {
  availabilityOf,
  byEarliestAvailability,
  claimSpan,
  type FullCells,
  offersVisit,
  type ProviderSlots,
  planProvider,
  SERVICE_UNAVAILABLE,
  searchPlanner,
  type Visit,
} from './provider-availability.js';

const now = new Date('2026-03-02T15:00:00Z'); // Monday 10:00 in New York

const provider = (id: string, over: Partial<ProviderRow> = {}): ProviderRow => ({
  id,
  kind: 'clinic',
  businessName: 'tlc',
  name: id,
  qualification: null,
  image: null,
  description: null,
  timeZone: 'America/New_York',
  weeklyHours: everyDay('09:00', '11:00'),
  slotCapacity: 1,
  availabilityVersion: 0,
  clinic: null,
  offeredServiceIds: [1, 2],
  distanceMiles: null,
  acceptsBenefitCode: false,
  ...over,
});

const visit: Visit = { serviceIds: [1], slotMinutes: 30, maxDaysAhead: 14, leadTimeDays: 0, isAvailable: true };
const request = { now, startDate: '2026-03-03', endDate: '2026-03-03' };

type Members = Pick<
  AvailabilityResponse['data']['appointmentTimeSlots'][number],
  'status' | 'services' | 'nextAvailable'
>;
const parsed = (slots: ProviderSlots): Members => JSON.parse(`{${slots.json.toString()}}`);
/** Full cells by provider, given as ISO instants. */
const fullOf = (cells: Record<string, string[]>, holdsExpireAt: number | null = null): FullCells =>
  new Map(Object.entries(cells).map(([id, list]) => [id, { cells: new Set(list.map(Date.parse)), holdsExpireAt }]));
const compute = (row: ProviderRow, full: FullCells = new Map(), over: Partial<typeof request> = {}) =>
  availabilityOf(planProvider(row, visit, { ...request, ...over }), visit, full);

describe('provider availability rules', () => {
  it('cannot offer a visit with a switched-off service or one the provider lacks', () => {
    expect(offersVisit(provider('a'), { ...visit, isAvailable: false })).toBe(false);
    expect(offersVisit(provider('a'), { ...visit, serviceIds: [1, 3] })).toBe(false);
    expect(offersVisit(provider('a'), { ...visit, serviceIds: [2, 1] })).toBe(true);
    expect(parsed(SERVICE_UNAVAILABLE)).toEqual({ status: 'SERVICE_UNAVAILABLE', services: [], nextAvailable: null });
  });

  it('spans claims from the first slot start to the last slot end of all plans', () => {
    const plans = [planProvider(provider('a'), visit, request), planProvider(provider('b'), visit, request)];
    expect(claimSpan(plans, 30)).toEqual({
      from: new Date('2026-03-03T14:00:00Z'),
      to: new Date('2026-03-03T16:00:00Z'),
    });
    expect(claimSpan([], 30)).toBeNull();
  });

  it('frees a 30-minute slot only when neither of its cells is full', () => {
    const full = fullOf({
      a: ['2026-03-03T14:15:00Z'],
      b: ['2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'],
    });
    const answer = parsed(compute(provider('a', { slotCapacity: 2 }), full));
    const times = answer.services[0]!.availability[0]!.timeslots.map((s) => s.value.slice(11, 16));
    expect(times).toEqual(['09:30', '09:45', '10:00', '10:15', '10:30']);
    expect(answer.services[0]!.availability[0]!.timeslots[0]).toEqual({
      value: '2026-03-03T09:30:00-05:00',
      serviceIds: [1],
    });
    expect(answer).toMatchObject({ status: 'AVAILABLE', nextAvailable: '2026-03-03T09:30:00-05:00' });
  });

  it('writes the same members the answer schema describes, every day of the window included', () => {
    const answer = parsed(compute(provider('a'), new Map(), { endDate: '2026-03-04' }));
    expect(answer.services).toHaveLength(1);
    expect(answer.services[0]!.serviceId).toBe(1);
    expect(answer.services[0]!.availability.map((day) => day.date)).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('holds until the first slot starts, a hold keeping a cell full lapses, or the day turns', () => {
    // Today: the first slot left is 10:15 local (15:15Z).
    expect(new Date(compute(provider('a'), new Map(), { startDate: '2026-03-02' }).validUntil).toISOString()).toBe(
      '2026-03-02T15:15:00.000Z',
    );
    // Tomorrow only: nothing starts before local midnight, when "today" moves on.
    expect(new Date(compute(provider('a')).validUntil).toISOString()).toBe('2026-03-03T05:00:00.000Z');
    const lapse = Date.parse('2026-03-02T15:05:00Z');
    const held = fullOf({ a: ['2026-03-03T14:00:00Z'] }, lapse);
    expect(compute(provider('a'), held).validUntil).toBe(lapse);
  });

  it('plans providers sharing a zone and hours once per search, each under its own row', () => {
    const planFor = searchPlanner(visit, request);
    const [a, b] = [planFor(provider('a')), planFor(provider('b'))];
    const chicago = planFor(provider('c', { timeZone: 'America/Chicago' }));
    expect(b.days).toBe(a.days);
    expect(b.provider.id).toBe('b');
    expect(chicago.days).not.toBe(a.days);
    expect(chicago.days).toEqual(planProvider(provider('c', { timeZone: 'America/Chicago' }), visit, request).days);
    // Other hours in the zone of the first: its own slots, on the dates and with the midnight planned alone.
    const longer = provider('d', { weeklyHours: everyDay('08:00', '12:00') });
    const planned = planFor(longer);
    expect(planned.days).not.toBe(a.days);
    expect(planned.days).toEqual(planProvider(longer, visit, request).days);
    expect(planned.nextMidnight).toBe(planProvider(longer, visit, request).nextMidnight);
    expect(planned.days.map((day) => day.slots.length)).not.toEqual(a.days.map((day) => day.slots.length));
  });

  it('plans providers with the same closures in the window together, and one with a closure of its own apart', () => {
    const planFor = searchPlanner(visit, request);
    const open = planFor(provider('a'));
    // Outside the one-day window (2026-03-03): it changes nothing, so the open plan is shared.
    const later = { startsLocal: '2026-03-04T00:00', endsLocal: '2026-03-05T00:00' };
    expect(planFor(provider('b'), [later]).days).toBe(open.days);
    const morning = { startsLocal: '2026-03-03T00:00', endsLocal: '2026-03-03T10:00' };
    const closed = planFor(provider('c'), [morning, later]);
    expect(closed.days).not.toBe(open.days);
    expect(closed.days[0]!.slots.map((slot) => slot.value.slice(11, 16))).toEqual(['10:00', '10:15', '10:30']);
    expect(planFor(provider('d'), [morning]).days).toBe(closed.days);
  });

  it('ranks the earliest free slot first, then providers without one, then those without the service', () => {
    const early = { provider: provider('z'), slots: compute(provider('z')) };
    const laterRow = provider('a', { timeZone: 'America/Chicago' });
    const later = { provider: laterRow, slots: compute(laterRow) };
    const none = {
      provider: provider('b'),
      slots: compute(provider('b'), new Map(), { startDate: '2026-03-01', endDate: '2026-03-01' }),
    };
    const unavailable = { provider: provider('c'), slots: SERVICE_UNAVAILABLE };
    expect(none.slots.status).toBe('NO_AVAILABILITY');
    const ranked = [unavailable, none, later, early].sort(byEarliestAvailability).map((r) => r.provider.id);
    expect(ranked).toEqual(['z', 'a', 'b', 'c']);
  });
});

describe('answers put together from day fragments', () => {
  const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
  const row = provider('a', { weeklyHours: everyDay('09:00', '12:00') });
  const cellStarts = days.flatMap((date) =>
    daySlots({ weeklyHours: row.weeklyHours, timeZone: row.timeZone, slotMinutes: 15 }, date).map((slot) =>
      slot.start.getTime(),
    ),
  );

  it('lists exactly the slots ahead of now whose cells are all free, whatever cells are full', () => {
    fc.assert(
      fc.property(
        fc.subarray(cellStarts),
        fc.constantFrom(15, 30, 45),
        fc.integer({ min: 0, max: 4 * 60 }),
        (fullCells, slotMinutes, minutesAfterOpening) => {
          const at = new Date(Date.parse('2026-03-02T14:00:00Z') + minutesAfterOpening * 60_000);
          const longVisit = { ...visit, serviceIds: [1, 2], slotMinutes };
          const full: FullCells = new Map([['a', { cells: new Set(fullCells), holdsExpireAt: null }]]);
          const window = { now: at, startDate: days[0], endDate: days[2] };
          const answer = parsed(availabilityOf(planProvider(row, longVisit, window), longVisit, full));
          const expected = days.map((date) => ({
            date,
            timeslots: daySlots({ weeklyHours: row.weeklyHours, timeZone: row.timeZone, slotMinutes }, date)
              .filter(
                (slot) => slot.start > at && !overlapsAnyCell(slot.start.getTime(), slotMinutes, full.get('a')!.cells),
              )
              .map((slot) => ({ value: slot.value, serviceIds: [1, 2] })),
          }));
          expect(answer.services).toEqual([{ serviceId: 1, availability: expected }]);
          const first = expected.flatMap((day) => day.timeslots)[0];
          expect(answer.status).toBe(first ? 'AVAILABLE' : 'NO_AVAILABILITY');
          expect(answer.nextAvailable).toBe(first?.value ?? null);
        },
      ),
      { numRuns: 300 },
    );
  });
});
