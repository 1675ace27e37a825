import { weekOf } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { WEEKDAY_LUNCH_HOURS as HOURS } from '#api/test/clinic-hours-fixture.js';
import {
  clinicDay,
  formatTime,
  HOURS_UNAVAILABLE,
  LUNCH_UNAVAILABLE,
  localMoment,
  readWeek,
  weekHours,
} from './clinic-hours.js';

const tuesday = (hhmm: string) => ({ date: '2026-03-03', weekday: 'tuesday' as const, hhmm });

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

  it('shows the week with neighbouring days of the same hours together', () => {
    expect(weekHours(HOURS)).toEqual([
      { day: 'Mon-Fri', hours: '8:30 AM - 7:30 PM' },
      { day: 'Sat', hours: '9:00 AM - 5:00 PM' },
      { day: 'Sun', hours: 'Closed' },
    ]);
    const earlyFriday = { ...HOURS, friday: { opens: '08:30', closes: '17:00', breaks: [] } };
    expect(weekHours(earlyFriday).map(({ day }) => day)).toEqual(['Mon-Thu', 'Fri', 'Sat', 'Sun']);
    expect(clinicDay(HOURS, [], tuesday('10:00'))).toMatchObject({
      lunchText: '1:00 PM - 2:00 PM',
      times: { from: '08:30', to: '19:30' },
      lunch: { from: '13:00', to: '14:00' },
    });
    expect(clinicDay(HOURS, [], { date: '2026-03-08', weekday: 'sunday', hhmm: '10:00' }).times).toBe('closed');
    expect(clinicDay(HOURS, [], { date: '2026-03-07', weekday: 'saturday', hhmm: '10:00' }).lunchText).toBe(
      LUNCH_UNAVAILABLE,
    );
  });

  it('falls back to the §9 texts for hours it cannot read', () => {
    for (const broken of [
      null,
      'open',
      {},
      { mondayToFriday: { start: '08:30', end: '19:30' } },
      { ...HOURS, monday: { opens: '8:30', closes: '19:30', breaks: [] } },
      { ...HOURS, monday: { opens: '08:30', closes: '19:30' } },
      { ...HOURS, monday: { opens: '08:30', closes: '19:30', breaks: [{ start: '14:00', end: '13:00' }] } },
    ]) {
      const week = readWeek(broken);
      expect(week, JSON.stringify(broken)).toBeUndefined();
      expect(weekHours(week)).toEqual([]);
      expect(clinicDay(week, [], { date: '2026-03-02', weekday: 'monday', hhmm: '10:00' })).toEqual({
        hoursText: HOURS_UNAVAILABLE,
        lunchText: LUNCH_UNAVAILABLE,
        times: 'unknown',
        lunch: null,
        isOpen: false,
      });
    }
  });

  it("reads the date, weekday and time in the clinic's zone, across daylight-saving changes", () => {
    // 2026-03-08 is the spring-forward Sunday in the US: 07:30Z is 03:30 EDT there, still 00:30 MST in Phoenix.
    expect(localMoment(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      weekday: 'sunday',
      hhmm: '03:30',
    });
    expect(localMoment(new Date('2026-03-08T07:30:00Z'), 'America/Phoenix')).toEqual({
      date: '2026-03-08',
      weekday: 'sunday',
      hhmm: '00:30',
    });
    expect(localMoment(new Date('2026-11-01T05:30:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-01',
      weekday: 'sunday',
      hhmm: '00:30',
    });
    expect(localMoment(new Date('2026-03-07T04:59:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-06',
      weekday: 'friday',
      hhmm: '23:59',
    });
  });

  it('is open inside the hours and outside every break', () => {
    const twoBreaks = weekOf({
      opens: '08:30',
      closes: '19:30',
      breaks: [
        { start: '13:00', end: '14:00' },
        { start: '16:00', end: '16:15' },
      ],
    });
    expect(
      ['08:29', '08:30', '12:59', '13:00', '13:59', '14:00', '16:00', '16:15', '19:29', '19:30'].map(
        (t) => clinicDay(twoBreaks, [], tuesday(t)).isOpen,
      ),
    ).toEqual([false, true, true, false, false, true, false, true, true, false]);
    expect(clinicDay(HOURS, [], { date: '2026-03-08', weekday: 'sunday', hhmm: '12:00' }).isOpen).toBe(false);
  });

  it('reads a whole-day closure as closed, and a part day as its hours up to the closure', () => {
    const holiday = [{ startsLocal: '2026-03-03T00:00', endsLocal: '2026-03-04T00:00' }];
    expect(clinicDay(HOURS, holiday, tuesday('10:00'))).toEqual({
      hoursText: 'Closed',
      lunchText: LUNCH_UNAVAILABLE,
      times: 'closed',
      lunch: null,
      isOpen: false,
    });
    const earlyClose = [{ startsLocal: '2026-03-03T14:00', endsLocal: '2026-03-04T00:00' }];
    expect(clinicDay(HOURS, earlyClose, tuesday('10:00'))).toEqual({
      hoursText: '8:30 AM - 1:00 PM',
      lunchText: '1:00 PM - 2:00 PM',
      times: { from: '08:30', to: '13:00' },
      lunch: { from: '13:00', to: '14:00' },
      isOpen: true,
    });
    const afternoonOff = [{ startsLocal: '2026-03-03T15:00', endsLocal: '2026-03-04T00:00' }];
    expect(clinicDay(HOURS, afternoonOff, tuesday('14:30')).hoursText).toBe('8:30 AM - 3:00 PM');
    expect(clinicDay(HOURS, afternoonOff, tuesday('15:00')).isOpen).toBe(false);
    // The same closure on another day changes nothing today.
    expect(clinicDay(HOURS, holiday, { date: '2026-03-02', weekday: 'monday', hhmm: '10:00' }).isOpen).toBe(true);
  });
});
