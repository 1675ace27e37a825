import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Closure, weekOf } from '../weekly-hours.js';
import { addDays } from './calendar-date.js';
import { localInstant } from './closures.js';
import { daySlots, type SlotRules } from './slot-starts.js';
import { hhmm, wallClock } from './test-clock.js';
import { weeklyHoursArb } from './test-hours.js';

const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'Pacific/Honolulu'] as const;
/** 2026's US DST changes, at 02:00 local. */
const SPRING = '2026-03-08';
const FALL = '2026-11-01';

const dateArb = fc.oneof(
  fc.constantFrom(SPRING, FALL, '2026-12-24', '2026-12-31'),
  fc.integer({ min: 0, max: 2 * 365 }).map((n) => addDays('2026-01-01', n)),
);

/**
 * A closure bound near the day: any minute from 04:00 on (off the quarter-hour grid too) or a midnight, so no
 * bound falls in the hours a DST change skips or repeats and the wall-clock text below reads it unambiguously.
 */
const boundArb = (date: string) =>
  fc
    .tuple(fc.integer({ min: -1, max: 2 }), fc.oneof(fc.constant(0), fc.integer({ min: 240, max: 1439 })))
    .map(([days, minute]) => `${addDays(date, days)}T${hhmm(minute)}`);

const closureArb = (date: string): fc.Arbitrary<Closure> =>
  fc
    .tuple(boundArb(date), boundArb(date), fc.boolean())
    .filter(([a, b]) => a !== b)
    .map(([a, b, chainWide]) => {
      const [startsLocal, endsLocal] = [a, b].sort() as [string, string];
      return {
        id: `${startsLocal}/${endsLocal}`,
        providerId: chainWide ? null : 'p1',
        startsLocal,
        endsLocal,
        reason: 'Closed',
      };
    });

const caseArb = dateArb.chain((date) =>
  fc.record({
    date: fc.constant(date),
    rules: fc.record({
      weeklyHours: weeklyHoursArb,
      timeZone: fc.constantFrom(...ZONES),
      slotMinutes: fc.constantFrom(15, 30, 45, 60, 90),
      closures: fc.array(closureArb(date), { maxLength: 3 }),
    }),
  }),
);

/** The wall-clock text an instant shows in the zone, read through Intl rather than the slot code. */
const localText = (instant: number, zone: string) => {
  const { date, minute } = wallClock(instant, zone);
  return `${date}T${hhmm(minute)}`;
};

/** Whether the visit from `start` meets the closure, judged on the wall clock alone. */
function meets(rules: SlotRules, start: number, closure: Closure): boolean {
  const end = start + rules.slotMinutes * 60_000;
  return localText(start, rules.timeZone) < closure.endsLocal && localText(end, rules.timeZone) > closure.startsLocal;
}

describe('slots and closures', () => {
  it('starts nothing inside a closure and lets no visit run into one', () => {
    fc.assert(
      fc.property(caseArb, ({ date, rules }) => {
        for (const slot of daySlots(rules, date)) {
          for (const closure of rules.closures) {
            expect(meets(rules, slot.start.getTime(), closure), `${slot.value} / ${closure.startsLocal}`).toBe(false);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('takes away only the slots a closure touches', () => {
    fc.assert(
      fc.property(caseArb, ({ date, rules }) => {
        const open = daySlots({ ...rules, closures: [] }, date);
        const kept = open.filter((slot) => rules.closures.every((c) => !meets(rules, slot.start.getTime(), c)));
        expect(daySlots(rules, date).map((s) => s.value)).toEqual(kept.map((s) => s.value));
      }),
      { numRuns: 400 },
    );
  });

  it('cuts a part day: closing at 14:00 ends the last visit by then', () => {
    const rules = {
      weeklyHours: weekOf({ opens: '09:00', closes: '18:00', breaks: [{ start: '12:00', end: '13:00' }] }),
      timeZone: 'America/New_York',
      slotMinutes: 30,
      closures: [{ startsLocal: '2026-12-24T14:00', endsLocal: '2026-12-25T00:00' }],
    };
    const walls = daySlots(rules, '2026-12-24').map((s) => s.value.slice(11, 16));
    expect(walls.at(-1)).toBe('13:30');
    expect(walls).toContain('11:30');
    expect(
      daySlots(rules, '2026-12-23')
        .map((s) => s.value.slice(11, 16))
        .at(-1),
    ).toBe('17:30');
  });

  it('closes both days of a closure spanning midnight, each only for its part', () => {
    const rules = {
      weeklyHours: weekOf({ opens: '08:00', closes: '20:00', breaks: [] }),
      timeZone: 'America/Chicago',
      slotMinutes: 15,
      closures: [{ startsLocal: '2026-12-31T17:00', endsLocal: '2027-01-01T10:00' }],
    };
    const eve = daySlots(rules, '2026-12-31').map((s) => s.value.slice(11, 16));
    const day = daySlots(rules, '2027-01-01').map((s) => s.value.slice(11, 16));
    expect([eve[0], eve.at(-1)]).toEqual(['08:00', '16:45']);
    expect([day[0], day.at(-1)]).toEqual(['10:00', '19:45']);
  });

  it('closes each clinic’s own local day for a chain-wide holiday, whatever its zone', () => {
    const holiday = { startsLocal: '2026-11-26T00:00', endsLocal: '2026-11-27T00:00' };
    for (const timeZone of ZONES) {
      const rules = { weeklyHours: weekOf({ opens: '00:00', closes: '23:45', breaks: [] }), timeZone, slotMinutes: 15 };
      const withHoliday = { ...rules, closures: [holiday] };
      expect(daySlots(withHoliday, '2026-11-26')).toEqual([]);
      expect(daySlots(withHoliday, '2026-11-25')).toBe(daySlots(rules, '2026-11-25'));
      expect(daySlots(withHoliday, '2026-11-27')).toBe(daySlots(rules, '2026-11-27'));
    }
  });

  it('reads closure times on DST days: a skipped time is the jump, a repeated one its first pass', () => {
    const zone = 'America/New_York';
    expect(new Date(localInstant(`${SPRING}T02:30`, zone)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(localInstant(`${SPRING}T03:30`, zone)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(localInstant(`${FALL}T01:30`, zone)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(localInstant(`${FALL}T02:10`, zone)).toISOString()).toBe('2026-11-01T07:10:00.000Z');
    const rules = {
      weeklyHours: weekOf({ opens: '00:00', closes: '06:00', breaks: [] }),
      timeZone: zone,
      slotMinutes: 15,
    };
    const spring = daySlots(
      { ...rules, closures: [{ startsLocal: `${SPRING}T00:00`, endsLocal: `${SPRING}T03:30` }] },
      SPRING,
    );
    expect(spring[0]!.value).toBe(`${SPRING}T03:30:00-04:00`);
    // Closed until 02:00 on the fall day: both passes of 01:00-01:59 are inside.
    const fall = daySlots({ ...rules, closures: [{ startsLocal: `${FALL}T00:00`, endsLocal: `${FALL}T02:00` }] }, FALL);
    expect(fall[0]!.value).toBe(`${FALL}T02:00:00-05:00`);
  });

  it('gives the same list for the same day and closures, so day fragments stay shared', () => {
    const rules = {
      weeklyHours: weekOf({ opens: '09:00', closes: '17:00', breaks: [] }),
      timeZone: 'America/Denver',
      slotMinutes: 30,
      closures: [{ startsLocal: '2026-07-03T12:00', endsLocal: '2026-07-04T00:00' }],
    };
    expect(daySlots(rules, '2026-07-03')).toBe(daySlots({ ...rules, closures: [...rules.closures] }, '2026-07-03'));
  });
});
