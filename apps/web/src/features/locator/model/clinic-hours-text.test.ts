import { describe, expect, it } from 'vitest';
import { showIn } from '@/lib/i18n/i18n';
import { dayTimesText, lunchTimesText, weekdayHeading } from './clinic-hours-text';
import { waitText } from './clinic-view';

const wait = (waitMinutes: number, clinicAvailable = true) =>
  waitText({ waitInfo: { description: 'what the API wrote', clinicAvailable, waitMinutes } });

describe("a clinic's hours and wait in the language shown", () => {
  it('write the English the clinic API writes beside its data', () => {
    expect(dayTimesText({ from: '08:30', to: '19:30' })).toBe('8:30 AM – 7:30 PM');
    expect(dayTimesText('closed')).toBe('Closed');
    expect(dayTimesText('unknown')).toBe('Hours not currently available');
    expect(lunchTimesText({ from: '13:00', to: '14:00' })).toBe('1:00 PM – 2:00 PM');
    expect(lunchTimesText(null)).toBe('Lunch hours not currently available');
    expect(weekdayHeading('monday')).toBe('Monday');
    expect([0, 25, 60, 65].map((minutes) => wait(minutes))).toEqual(['No Wait', '25 min', '1 hr', '1 hr 5 min']);
    expect(wait(99_999)).toBeNull();
    expect(wait(-1)).toBeNull();
    expect(wait(10, false)).toBeNull();
  });

  it('write them in Spanish from the same data', async () => {
    await showIn('es');
    try {
      expect(dayTimesText({ from: '08:30', to: '19:30' })).toBe('8:30 a.m. – 7:30 p.m.');
      expect(dayTimesText('closed')).toBe('Cerrado');
      expect(dayTimesText('unknown')).toBe('Horario no disponible por ahora');
      expect(lunchTimesText(null)).toBe('Horario del almuerzo no disponible por ahora');
      expect(weekdayHeading('saturday')).toBe('Sábado');
      expect([0, 25, 120, 65].map((minutes) => wait(minutes))).toEqual(['Sin espera', '25 min', '2 h', '1 h 5 min']);
    } finally {
      await showIn('en');
    }
  });
});
