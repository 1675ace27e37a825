import { describe, expect, it } from 'vitest';
import { appointmentTimeParts, formatAppointmentTime, resolveTimeZone } from './appointment-time';

describe('appointment time', () => {
  it("shows the instant on the provider's clock with the §9 zone code", () => {
    expect(formatAppointmentTime('2026-11-23T19:00:00.000Z', 'America/New_York')).toBe(
      'Monday, November 23, 2026 at 2:00 PM ET',
    );
    expect(appointmentTimeParts('2026-11-23T19:00:00.000Z', 'America/Phoenix')).toEqual({
      date: 'Monday, November 23, 2026',
      time: '12:00 PM',
      zone: 'MST',
    });
  });

  it('keeps the calendar date of the provider, not of the viewer', () => {
    // 02:30 UTC is still the evening before in Los Angeles.
    expect(appointmentTimeParts('2026-07-01T02:30:00Z', 'America/Los_Angeles')).toMatchObject({
      date: 'Tuesday, June 30, 2026',
      time: '7:30 PM',
      zone: 'PT',
    });
  });

  it('accepts the §9 codes as zones and falls back to New York for unknown ones', () => {
    expect(resolveTimeZone('CT')).toBe('America/Chicago');
    expect(resolveTimeZone('Not/AZone')).toBe('America/New_York');
    expect(resolveTimeZone(undefined)).toBe('America/New_York');
  });

  it('labels aliases of a §9 zone with its code all year', () => {
    expect(appointmentTimeParts('2026-01-15T17:00:00Z', 'America/Denver').zone).toBe('MT');
    expect(appointmentTimeParts('2026-07-15T17:00:00Z', 'America/Kentucky/Louisville').zone).toBe('ET');
  });
});
