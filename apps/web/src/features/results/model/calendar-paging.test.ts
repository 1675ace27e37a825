import { describe, expect, it } from 'vitest';
import {
  calendarDaysOf,
  clampStart,
  daysInZone,
  hasLoadedDaysAfter,
  isEmptyPage,
  mergeCalendarDays,
  nextAvailableIndex,
  pageOfDays,
  previousStart,
  reachesLoadedEnd,
} from '@/lib/slot-calendar/calendar-paging';
import { availabilityFixture, dayFixture } from '@/test/availability-fixtures';
import { providerFixture } from '@/test/provider-fixture';

const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map((date, i) =>
  dayFixture(date, i === 4 ? 3 : i < 2 ? 0 : 1),
);

describe('calendar paging', () => {
  it('reads the visit’s dates from an availability answer', () => {
    const entry = availabilityFixture(providerFixture('p'), days);
    expect(calendarDaysOf(entry).map((day) => day.date)).toEqual(days.map((day) => day.date));
    expect(calendarDaysOf(availabilityFixture(providerFixture('p'), [], 'SERVICE_UNAVAILABLE'))).toEqual([]);
  });

  it('pages by the days per page and back, never before the first day', () => {
    expect(pageOfDays(days, 0, 4).map((d) => d.date)).toEqual(days.slice(0, 4).map((d) => d.date));
    expect(pageOfDays(days, 4, 4)).toHaveLength(2);
    expect(previousStart(4, 4)).toBe(0);
    expect(previousStart(2, 4)).toBe(0);
  });

  it('knows when more loaded days follow and when the next block is due', () => {
    expect(hasLoadedDaysAfter(days, 0, 4)).toBe(true);
    expect(reachesLoadedEnd(days, 0, 4)).toBe(false);
    expect(hasLoadedDaysAfter(days, 4, 4)).toBe(false);
    expect(reachesLoadedEnd(days, 4, 4)).toBe(true);
  });

  it('keeps the page start on a loaded day when the days shrink', () => {
    expect(clampStart(5, 6)).toBe(5);
    expect(clampStart(8, 6)).toBe(5);
    expect(clampStart(9, 0)).toBe(0);
  });

  it('finds the next date with a free time from an empty page', () => {
    expect(isEmptyPage(pageOfDays(days, 0, 2))).toBe(true);
    expect(nextAvailableIndex(days, 0)).toBe(2);
    expect(nextAvailableIndex(days.slice(0, 2), 0)).toBe(-1);
  });

  it('merges fetched blocks in date order, the newest answer for a date winning', () => {
    const refreshed = dayFixture('2026-03-03', 5);
    const merged = mergeCalendarDays([days.slice(0, 3), [refreshed, dayFixture('2026-03-08', 1)]]);
    expect(merged.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-08']);
    expect(merged[1]?.timeslots).toHaveLength(5);
  });
});

describe('days in another zone', () => {
  it('moves each time to its date there and keeps every date', () => {
    const late = { value: '2026-03-03T00:30:00-05:00', serviceIds: [801] };
    const morning = { value: '2026-03-03T09:00:00-05:00', serviceIds: [801] };
    const eastern = [
      { date: '2026-03-02', timeslots: [] },
      { date: '2026-03-03', timeslots: [late, morning] },
    ];
    expect(daysInZone(eastern, 'America/Chicago')).toEqual([
      { date: '2026-03-02', timeslots: [late] },
      { date: '2026-03-03', timeslots: [morning] },
    ]);
    expect(daysInZone(eastern, 'America/New_York')).toEqual(eastern);
  });
});
