import { describe, expect, it } from 'vitest';
import { WEEKDAY_LUNCH_HOURS as HOURS } from '#api/test/clinic-hours-fixture.js';
import {
  dayHoursText,
  formatTime,
  HOURS_UNAVAILABLE,
  hoursOn,
  isOpenAt,
  LUNCH_UNAVAILABLE,
  localMoment,
  lunchHoursText,
  weekHours,
} from './clinic-hours.js';

describe('clinic hours', () => {
  it('formats times on a 12-hour clock', () => {
    expect(['00:00', '00:05', '08:30', '12:00', '12:45', '13:00', '23:59'].map(formatTime)).toEqual([
      '12:00 AM',
      '12:05 AM',
      '8:30 AM',
      '12:00 PM',
      '12:45 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('shows the week as Mon-Fri, Sat and Sun', () => {
    expect(weekHours(HOURS)).toEqual([
      { day: 'Mon-Fri', hours: '8:30 AM - 7:30 PM' },
      { day: 'Sat', hours: '9:00 AM - 5:00 PM' },
      { day: 'Sun', hours: 'Closed' },
    ]);
    expect(lunchHoursText(hoursOn(HOURS, 'Wed'))).toBe('1:00 PM - 2:00 PM');
    expect(lunchHoursText(hoursOn(HOURS, 'Sat'))).toBe(LUNCH_UNAVAILABLE);
  });

  it('falls back to the §9 texts for hours it cannot read', () => {
    for (const broken of [
      null,
      'open',
      {},
      { mondayToFriday: { start: '8:30', end: '19:30' } },
      { mondayToFriday: { start: '25:00', end: '26:00' } },
    ]) {
      expect(weekHours(broken), JSON.stringify(broken)).toEqual([]);
      expect(dayHoursText(hoursOn(broken, 'Mon'))).toBe(HOURS_UNAVAILABLE);
      expect(lunchHoursText(hoursOn(broken, 'Mon'))).toBe(LUNCH_UNAVAILABLE);
    }
  });

  it("reads the weekday and time in the clinic's zone, across daylight-saving changes", () => {
    // 2026-03-08 is the spring-forward Sunday in the US: 07:30Z is 03:30 EDT there, still 00:30 MST in Phoenix.
    expect(localMoment(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({
      weekday: 'Sun',
      hhmm: '03:30',
    });
    expect(localMoment(new Date('2026-03-08T07:30:00Z'), 'America/Phoenix')).toEqual({ weekday: 'Sun', hhmm: '00:30' });
    expect(localMoment(new Date('2026-11-01T05:30:00Z'), 'America/Chicago')).toEqual({ weekday: 'Sun', hhmm: '00:30' });
    expect(localMoment(new Date('2026-03-07T04:59:00Z'), 'America/New_York')).toEqual({
      weekday: 'Fri',
      hhmm: '23:59',
    });
  });

  it('is open inside the hours and outside the lunch break', () => {
    const weekday = hoursOn(HOURS, 'Tue');
    expect(
      ['08:29', '08:30', '12:59', '13:00', '13:59', '14:00', '19:29', '19:30'].map((t) => isOpenAt(weekday, t)),
    ).toEqual([false, true, true, false, false, true, true, false]);
    expect(isOpenAt(hoursOn(HOURS, 'Sun'), '12:00')).toBe(false);
  });
});
