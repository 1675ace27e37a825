import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekOf } from '../weekly-hours.js';
import { daySlots, isSlotStart, slotStartsForDay, zonedValue } from './slot-starts.js';
import { hhmm, wallClock } from './test-clock.js';

const allWeek = (opens: string, closes: string) => weekOf({ opens, closes, breaks: [] });

/** 2026's DST changes in the US: clocks spring forward on 8 March and fall back on 1 November, at 02:00. */
const SPRING = '2026-03-08';
const FALL = '2026-11-01';
const DST_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Anchorage'] as const;
const FIXED_ZONES = { 'America/Phoenix': '-07:00', 'Pacific/Honolulu': '-10:00' } as const;

const walls = (zone: string, starts: Date[]) => starts.map((s) => hhmm(wallClock(s.getTime(), zone).minute));

describe('slots across daylight-saving changes', () => {
  it('skips the missing hour when clocks spring forward (New York, explicit instants)', () => {
    const rules = { weeklyHours: allWeek('00:00', '04:00'), timeZone: 'America/New_York', slotMinutes: 15 };
    const slots = daySlots(rules, SPRING);
    expect(slots.map((s) => s.value)).toEqual([
      ...['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45'].map((t) => `${SPRING}T${t}:00-05:00`),
      ...['03:00', '03:15', '03:30', '03:45'].map((t) => `${SPRING}T${t}:00-04:00`),
    ]);
    expect(slots[0]!.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(slots[8]!.start.toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('offers the repeated hour twice when clocks fall back (Chicago, explicit instants)', () => {
    const rules = { weeklyHours: allWeek('00:30', '02:30'), timeZone: 'America/Chicago', slotMinutes: 30 };
    expect(daySlots(rules, FALL).map((s) => s.value)).toEqual([
      ...['00:30', '00:45', '01:00', '01:15', '01:30', '01:45'].map((t) => `${FALL}T${t}:00-05:00`),
      ...['01:00', '01:15', '01:30', '01:45', '02:00'].map((t) => `${FALL}T${t}:00-06:00`),
    ]);
  });

  it('opens when the clocks jump if the opening time does not exist that day (Denver)', () => {
    const rules = { weeklyHours: allWeek('02:30', '04:00'), timeZone: 'America/Denver', slotMinutes: 15 };
    expect(daySlots(rules, SPRING).map((s) => s.value.slice(11))).toEqual(
      ['03:00', '03:15', '03:30', '03:45'].map((t) => `${t}:00-06:00`),
    );
  });

  it('keeps ordinary business hours at the same wall-clock times on both change days', () => {
    for (const zone of [...DST_ZONES, ...Object.keys(FIXED_ZONES)]) {
      const rules = { weeklyHours: allWeek('08:30', '19:30'), timeZone: zone, slotMinutes: 20 };
      for (const date of [SPRING, FALL, '2026-03-07', '2026-10-31']) {
        const starts = slotStartsForDay(rules, date);
        expect(starts).toHaveLength(Math.floor((11 * 60 - 20) / 15) + 1);
        expect(walls(zone, starts)[0]).toBe('08:30');
        expect(walls(zone, starts).at(-1)).toBe('19:00');
      }
    }
  });

  it('loses an hour of slots in spring and gains one in the fall when the hours span the change', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_ZONES),
        fc.integer({ min: 0, max: 4 }).map((q) => q * 15),
        fc.integer({ min: 16, max: 95 }).map((q) => q * 15),
        fc.constantFrom(15, 20, 30, 45, 60, 90),
        (zone, open, close, slotMinutes) => {
          const rules = { weeklyHours: allWeek(hhmm(open), hhmm(close)), timeZone: zone, slotMinutes };
          const count = (elapsed: number) => Math.max(0, Math.floor((elapsed - slotMinutes) / 15) + 1);
          const spring = slotStartsForDay(rules, SPRING);
          const fall = slotStartsForDay(rules, FALL);
          expect(spring).toHaveLength(count(close - open - 60));
          expect(fall).toHaveLength(count(close - open + 60));
          expect(walls(zone, spring).some((w) => w.startsWith('02:'))).toBe(false);
          const repeated = walls(zone, fall).filter((w) => w === '01:00');
          expect(repeated).toHaveLength(close - open + 60 >= 120 + slotMinutes ? 2 : repeated.length);
          for (const start of [...spring, ...fall]) expect(isSlotStart(rules, start)).toBe(true);
        },
      ),
    );
  });

  it('never shifts zones without DST: Phoenix and Honolulu keep one offset all year', () => {
    for (const [zone, offset] of Object.entries(FIXED_ZONES)) {
      const rules = { weeklyHours: allWeek('00:00', '04:00'), timeZone: zone, slotMinutes: 15 };
      for (const date of [SPRING, FALL, '2026-01-15', '2026-07-15']) {
        const slots = daySlots(rules, date);
        expect(slots).toHaveLength(16);
        expect(slots.every((s) => s.value.endsWith(offset))).toBe(true);
        expect(slots[0]!.value).toBe(`${date}T00:00:00${offset}`);
      }
    }
  });

  it('follows Anchorage from AKST (-09:00) to AKDT (-08:00)', () => {
    const rules = { weeklyHours: allWeek('09:00', '10:00'), timeZone: 'America/Anchorage', slotMinutes: 30 };
    expect(slotStartsForDay(rules, '2026-03-07')[0]!.toISOString()).toBe('2026-03-07T18:00:00.000Z');
    expect(slotStartsForDay(rules, '2026-03-09')[0]!.toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(daySlots(rules, '2026-03-09').map((s) => s.value)).toEqual([
      '2026-03-09T09:00:00-08:00',
      '2026-03-09T09:15:00-08:00',
      '2026-03-09T09:30:00-08:00',
    ]);
  });

  it("writes a slot's end in the offset in force when it ends, across either change", () => {
    const rules = { weeklyHours: allWeek('00:00', '04:00'), timeZone: 'America/New_York', slotMinutes: 20 };
    const ends = daySlots(rules, SPRING).map((slot) =>
      zonedValue(rules.timeZone, SPRING, slot.start.getTime() + 20 * 60_000),
    );
    expect(ends[7]).toBe(`${SPRING}T03:05:00-04:00`);
    expect(ends[6]).toBe(`${SPRING}T01:50:00-05:00`);
    const fall = { ...rules, timeZone: 'America/Chicago' };
    const fallEnds = daySlots(fall, FALL).map((slot) =>
      zonedValue(fall.timeZone, FALL, slot.start.getTime() + 20 * 60_000),
    );
    expect(fallEnds.filter((end) => end.startsWith(`${FALL}T01:05`))).toEqual([
      `${FALL}T01:05:00-05:00`,
      `${FALL}T01:05:00-06:00`,
    ]);
    expect(zonedValue('America/Chicago', FALL, Date.parse('2026-11-02T05:50:00Z'))).toBe('2026-11-01T23:50:00-06:00');
    expect(zonedValue('America/Chicago', '2026-10-31', Date.parse('2026-11-01T05:10:00Z'))).toBe(
      `${FALL}T00:10:00-05:00`,
    );
  });
});
