import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayHours, OperatingHours } from '../operating-hours.js';
import { addDays } from './calendar-date.js';
import { cellsCovered } from './cells.js';
import { daySlots, isSlotStart, slotStartsForDay, slotsAfter } from './slot-starts.js';
import { hhmm, wallClock } from './test-clock.js';

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

/**
 * Hours on the quarter-hour grid from 04:00, so no opening, break or closing time falls in the hours a DST
 * change rewrites (the DST-crossing hours have their own tests below).
 */
const dayHoursArb: fc.Arbitrary<DayHours> = fc
  .uniqueArray(fc.integer({ min: 16, max: 95 }), { minLength: 4, maxLength: 4 })
  .chain((marks) => {
    const [open, breakStart, breakEnd, close] = [...marks].sort((a, b) => a - b).map((q) => hhmm(q * QUARTER)) as [
      string,
      string,
      string,
      string,
    ];
    return fc
      .boolean()
      .map((withBreak) =>
        withBreak ? { start: open, end: close, breakStart, breakEnd } : { start: open, end: close },
      );
  });

const hoursArb: fc.Arbitrary<OperatingHours> = fc.record({
  isBreakSame: fc.boolean(),
  mondayToFriday: dayHoursArb,
  saturday: fc.option(dayHoursArb, { nil: null }),
  sunday: fc.option(dayHoursArb, { nil: null }),
});

const slotMinutesArb = fc.constantFrom(15, 20, 30, 45, 60, 75, 90);

const rulesArb = fc.record({
  operatingHours: hoursArb,
  timeZone: fc.constantFrom(...ZONES),
  slotMinutes: slotMinutesArb,
});

function hoursFor(hours: OperatingHours, date: string): DayHours | null {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? hours.sunday : weekday === 6 ? hours.saturday : hours.mondayToFriday;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** How many starts every 15 minutes fit a visit of `length` between two wall times. */
const fits = (from: number, to: number, length: number) => Math.max(0, Math.floor((to - from - length) / QUARTER) + 1);

describe('slotStartsForDay', () => {
  it('puts every slot inside the opening hours, outside the break, with the whole visit before break or close', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        const hours = hoursFor(rules.operatingHours, date);
        for (const start of slotStartsForDay(rules, date)) {
          const cells = cellsCovered(start, rules.slotMinutes).map((cell) => wallClock(cell.getTime(), rules.timeZone));
          const lastEnd = wallClock(start.getTime() + rules.slotMinutes * 60_000, rules.timeZone);
          expect(hours).not.toBeNull();
          const open = minutes(hours!.start);
          const close = minutes(hours!.end);
          expect(cells.every((cell) => cell.date === date)).toBe(true);
          expect((cells[0]!.minute - open) % QUARTER).toBe(0);
          const inMorning = (m: number) => m >= open && (!hours!.breakStart || m < minutes(hours!.breakStart));
          const inAfternoon = (m: number) => m < close && (!hours!.breakEnd || m >= minutes(hours!.breakEnd));
          const morning =
            cells.every((c) => inMorning(c.minute)) &&
            lastEnd.minute <= (hours!.breakStart ? minutes(hours!.breakStart) : close);
          const afternoon = cells.every((c) => inAfternoon(c.minute)) && lastEnd.minute <= close;
          expect(morning || afternoon, `${hhmm(cells[0]!.minute)} on ${date}`).toBe(true);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('offers exactly as many slots as the hours hold, in order and without repeats', () => {
    fc.assert(
      fc.property(rulesArb, dateArb, (rules, date) => {
        const hours = hoursFor(rules.operatingHours, date);
        const starts = slotStartsForDay(rules, date).map((d) => d.getTime());
        let expected = 0;
        if (hours) {
          const [open, close] = [minutes(hours.start), minutes(hours.end)];
          expected =
            hours.breakStart && hours.breakEnd
              ? fits(open, minutes(hours.breakStart), rules.slotMinutes) +
                fits(minutes(hours.breakEnd), close, rules.slotMinutes)
              : fits(open, close, rules.slotMinutes);
        }
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
    const closed: OperatingHours = {
      isBreakSame: true,
      mondayToFriday: { start: '09:00', end: '17:00' },
      saturday: null,
      sunday: null,
    };
    expect(
      slotStartsForDay({ operatingHours: closed, timeZone: 'America/New_York', slotMinutes: 15 }, '2026-03-07'),
    ).toEqual([]);
    const inverted = { ...closed, mondayToFriday: { start: '17:00', end: '09:00' } };
    expect(
      slotStartsForDay({ operatingHours: inverted, timeZone: 'America/New_York', slotMinutes: 15 }, '2026-03-09'),
    ).toEqual([]);
    const garbage = { ...closed, mondayToFriday: { start: '9am', end: '17:00' } };
    expect(
      slotStartsForDay({ operatingHours: garbage, timeZone: 'America/New_York', slotMinutes: 15 }, '2026-03-09'),
    ).toEqual([]);
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
