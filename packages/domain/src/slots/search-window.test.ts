import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, localDateOf } from './calendar-date.js';
import { type SearchWindowInput, searchWindow } from './search-window.js';

// 15:00Z on 2 March 2026 is 10:00 in New York and 05:00 in Honolulu: the same day everywhere in the US.
const now = new Date('2026-03-02T15:00:00Z');
const base: SearchWindowInput = {
  now,
  timeZone: 'America/New_York',
  maxDaysAhead: 14,
  leadTimeDays: 0,
  kind: 'inPerson',
};

describe('searchWindow', () => {
  it('counts today: 14 in-person days are today … today+13, 2 virtual days today and tomorrow', () => {
    expect(searchWindow(base)).toEqual({ firstDate: '2026-03-02', lastDate: '2026-03-15' });
    expect(searchWindow({ ...base, kind: 'virtual', maxDaysAhead: 2 })).toEqual({
      firstDate: '2026-03-02',
      lastDate: '2026-03-03',
    });
    expect(searchWindow({ ...base, kind: 'virtual', maxDaysAhead: 14 })).toEqual({
      firstDate: '2026-03-02',
      lastDate: '2026-03-03',
    });
  });

  it("uses the service's maxDaysAhead when smaller than the window", () => {
    expect(searchWindow({ ...base, maxDaysAhead: 7 })).toEqual({ firstDate: '2026-03-02', lastDate: '2026-03-08' });
    expect(searchWindow({ ...base, maxDaysAhead: 1 })).toEqual({ firstDate: '2026-03-02', lastDate: '2026-03-02' });
  });

  it('moves the first date by the lead time, keeping the booking horizon', () => {
    expect(searchWindow({ ...base, leadTimeDays: 3 })).toEqual({ firstDate: '2026-03-05', lastDate: '2026-03-15' });
    expect(searchWindow({ ...base, leadTimeDays: 3, startDate: '2026-03-10' })).toEqual({
      firstDate: '2026-03-10',
      lastDate: '2026-03-15',
    });
    expect(searchWindow({ ...base, maxDaysAhead: 3, leadTimeDays: 3 })).toBeNull();
  });

  it('never reaches into the past', () => {
    expect(searchWindow({ ...base, startDate: '2026-02-20' })?.firstDate).toBe('2026-03-02');
    expect(searchWindow({ ...base, startDate: '2026-02-20', endDate: '2026-03-01' })).toBeNull();
  });

  it('takes today from the provider zone', () => {
    const lateEvening = new Date('2026-03-03T04:30:00Z'); // 23:30 on 2 March in New York, 18:30 in Honolulu
    expect(searchWindow({ ...base, now: lateEvening })?.firstDate).toBe('2026-03-02');
    expect(searchWindow({ ...base, now: new Date('2026-03-03T05:30:00Z') })?.firstDate).toBe('2026-03-03');
    expect(
      searchWindow({ ...base, now: new Date('2026-03-03T05:30:00Z'), timeZone: 'Pacific/Honolulu' })?.firstDate,
    ).toBe('2026-03-02');
  });

  it('spans from a later start up to the horizon, so dietitian dates weeks out get a full window', () => {
    expect(searchWindow({ ...base, maxDaysAhead: 90, startDate: '2026-04-01' })).toEqual({
      firstDate: '2026-04-01',
      lastDate: '2026-04-14',
    });
    expect(searchWindow({ ...base, maxDaysAhead: 90, startDate: '2026-05-25' })).toEqual({
      firstDate: '2026-05-25',
      lastDate: '2026-05-30',
    });
    expect(searchWindow({ ...base, maxDaysAhead: 90, startDate: '2026-06-01' })).toBeNull();
  });

  it('lets an end date shorten the window but never lengthen it', () => {
    expect(searchWindow({ ...base, endDate: '2026-03-04' })?.lastDate).toBe('2026-03-04');
    expect(searchWindow({ ...base, endDate: '2026-04-30' })?.lastDate).toBe('2026-03-15');
  });

  it('holds its bounds for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 120 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom('inPerson' as const, 'virtual' as const),
        fc.constantFrom('America/New_York', 'America/Phoenix', 'Pacific/Honolulu', 'America/Anchorage'),
        (startOffset, length, maxDaysAhead, leadTimeDays, kind, timeZone) => {
          const today = localDateOf(now, timeZone);
          const startDate = addDays(today, startOffset);
          const endDate = addDays(startDate, length);
          const window = searchWindow({ now, timeZone, startDate, endDate, maxDaysAhead, leadTimeDays, kind });
          if (!window) return;
          const days = datesBetween(window.firstDate, window.lastDate);
          expect(window.firstDate >= addDays(today, leadTimeDays)).toBe(true);
          expect(window.firstDate >= startDate).toBe(true);
          expect(window.lastDate <= endDate).toBe(true);
          expect(window.lastDate <= addDays(today, maxDaysAhead - 1)).toBe(true);
          expect(days.length).toBeLessThanOrEqual(kind === 'virtual' ? 2 : 14);
        },
      ),
    );
  });
});
