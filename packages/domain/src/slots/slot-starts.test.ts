import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WeekdayHours, WeeklyHours } from '../weekly-hours.js';
import { weekOf } from '../weekly-hours.js';
import { addDays } from './calendar-date.js';
import { cellsCovered } from './cells.js';
import { daySlots, hoursOn, isSlotStart, slotStartsForDay, slotsAfter } from './slot-starts.js';
import { hhmm, wallClock } from './test-clock.js';
import { weeklyHoursArb } from './test-hours.js';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Anchorage',
] as const;

const QUARTER = 15;

/** Any date of 2025-2027, DST days included. */
const dateArb = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays('2025-01-01', n));

const slotMinutesArb = fc.constantFrom(15, 20, 30, 45, 60, 75, 90);

const rulesArb = fc.record({
  weeklyHours: weeklyHoursArb,
  timeZone: fc.constantFrom(...ZONES),
  slotMinutes: slotMinutesArb,
});

const WEEKDAY_OF_UTC_DAY = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The day's hours read independently of hoursOn: the weekday of the date at UTC midnight. */
function hoursFor(hours: WeeklyHours, date: string): WeekdayHours | null {
  return hours[WEEKDAY_OF_UTC_DAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The open stretches of a day in wall minutes: opening to closing with the breaks cut out. */
function stretches(hours: WeekdayHours): [number, number][] {
  const edges = [
    minutes(hours.opens),
    ...hours.breaks.flatMap((b) => [minutes(b.start), minutes(b.end)]),
    minutes(hours.closes),
  ];
  return edges.flatMap((edge, i) => (i % 2 === 0 ? [[edge, edges[i + 1]!] as [number, number]] : []));
}

/** How many starts every 15 minutes fit a visit of `length` between two wall times. */
const fits = (from: number, to: number, length: number) => Math.max(0, Math.floor((to - from - length) / QUARTER) + 1);

describe('hoursOn', () => {
  it('reads each date’s own weekday', () => {
    fc.assert(
      fc.property(weeklyHoursArb, dateArb, (week, date) => {
        expect(hoursOn(week, date)).toEqual(hoursFor(week, date));
      }),
    );
  });
});

describe('slotStartsForDay', () => {
  it('puts every visit inside one open stretch: within the hours, clear of every break', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        const hours = hoursFor(rules.weeklyHours, date);
        for (const start of slotStartsForDay(rules, date)) {
          const cells = cellsCovered(start, rules.slotMinutes).map((cell) => wallClock(cell.getTime(), rules.timeZone));
          const lastEnd = wallClock(start.getTime() + rules.slotMinutes * 60_000, rules.timeZone);
          expect(hours).not.toBeNull();
          expect(cells.every((cell) => cell.date === date)).toBe(true);
          expect((cells[0]!.minute - minutes(hours!.opens)) % QUARTER).toBe(0);
          const inside = stretches(hours!).some(
            ([from, to]) => cells.every((c) => c.minute >= from && c.minute < to) && lastEnd.minute <= to,
          );
          expect(inside, `${hhmm(cells[0]!.minute)} on ${date}`).toBe(true);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('offers exactly as many slots as the hours hold, in order and without repeats', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        const hours = hoursFor(rules.weeklyHours, date);
        const starts = slotStartsForDay(rules, date).map((d) => d.getTime());
        const expected = hours
          ? stretches(hours).reduce((sum, [from, to]) => sum + fits(from, to, rules.slotMinutes), 0)
          : 0;
        expect(starts).toHaveLength(expected);
        expect(starts.every((t, i) => i === 0 || t > starts[i - 1]!)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('labels each slot with its wall-clock time and offset in the zone', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        for (const slot of daySlots(rules, date)) {
          expect(new Date(slot.value).getTime()).toBe(slot.start.getTime());
          expect(slot.value.slice(0, 16)).toBe(
            `${date}T${hhmm(wallClock(slot.start.getTime(), rules.timeZone).minute)}`,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with isSlotStart, which rejects anything off the grid or outside the hours', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        const starts = slotStartsForDay(rules, date);
        for (const start of starts) {
          expect(isSlotStart(rules, start)).toBe(true);
          expect(isSlotStart(rules, new Date(start.getTime() + 5 * 60_000))).toBe(false);
        }
        const last = starts.at(-1);
        if (last) expect(isSlotStart(rules, new Date(last.getTime() + 24 * 60 * 60_000 - 60_000))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('is empty on a closed day and for a malformed day', () => {
    const closed = weekOf({ opens: '09:00', closes: '17:00', breaks: [] }, null);
    const rules = (weeklyHours: WeeklyHours) => ({ weeklyHours, timeZone: 'America/New_York', slotMinutes: 15 });
    expect(slotStartsForDay(rules(closed), '2026-03-07')).toEqual([]);
    const inverted = { ...closed, monday: { opens: '17:00', closes: '09:00', breaks: [] } };
    expect(slotStartsForDay(rules(inverted), '2026-03-09')).toEqual([]);
    const garbage = { ...closed, monday: { opens: '9am', closes: '17:00', breaks: [] } };
    expect(slotStartsForDay(rules(garbage), '2026-03-09')).toEqual([]);
  });
});

describe('slotsAfter', () => {
  it('never offers a slot at or before now', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, fc.integer({ min: 0, max: 24 * 60 }), (rules, date, minute) => {
        const starts = slotStartsForDay(rules, date);
        const now = new Date(new Date(`${date}T00:00:00Z`).getTime() + minute * 60_000);
        const offered = slotsAfter(starts, now);
        expect(offered.every((s) => s.getTime() > now.getTime())).toBe(true);
        expect(offered).toHaveLength(starts.filter((s) => s.getTime() > now.getTime()).length);
      }),
    );
  });

  it('drops the slot starting exactly now', () => {
    const start = new Date('2026-03-03T14:00:00Z');
    expect(slotsAfter([start], start)).toEqual([]);
  });
});
