import { describe, expect, it } from 'vitest';
import { operatingHoursOf } from './operating-hours.js';
import { weekOf } from './weekly-hours.js';

const lunch = { start: '13:00', end: '14:00' };
const weekday = { opens: '08:30', closes: '19:30', breaks: [lunch] };

describe('operatingHoursOf (the spec’s Provider.operatingHours)', () => {
  it('keeps the usual weekday hours, Saturday and Sunday, and their first break as lunch', () => {
    const week = weekOf(weekday, { opens: '09:00', closes: '17:00', breaks: [] }, null);
    expect(operatingHoursOf(week)).toEqual({
      isBreakSame: false,
      mondayToFriday: { start: '08:30', end: '19:30', breakStart: '13:00', breakEnd: '14:00' },
      saturday: { start: '09:00', end: '17:00' },
      sunday: null,
    });
  });

  it('takes the hours most weekdays keep when one weekday differs', () => {
    const week = { ...weekOf(weekday), friday: { opens: '08:30', closes: '17:00', breaks: [lunch] } };
    expect(operatingHoursOf(week).mondayToFriday).toEqual({
      start: '08:30',
      end: '19:30',
      breakStart: '13:00',
      breakEnd: '14:00',
    });
    expect(operatingHoursOf(week).isBreakSame).toBe(true);
  });

  it('says the break differs when any open day has other breaks', () => {
    const week = { ...weekOf(weekday), wednesday: { ...weekday, breaks: [lunch, { start: '16:00', end: '16:15' }] } };
    expect(operatingHoursOf(week).isBreakSame).toBe(false);
  });
});
