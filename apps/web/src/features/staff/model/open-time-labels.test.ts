import { describe, expect, it } from 'vitest';
import { dayOf, firstShownDay, holdTimeOf } from './open-time-labels';

describe('free times', () => {
  it('hold on the clinic’s wall clock, whatever zone the computer is in', () => {
    expect(holdTimeOf('2026-03-04T09:15:00-05:00', 'America/New_York')).toBe('2026-03-04 09:15:00');
    expect(holdTimeOf('2026-03-04T23:45:00-08:00', 'America/Los_Angeles')).toBe('2026-03-04 23:45:00');
    // The first pass of the hour clocks repeat, as the availability answers give it.
    expect(holdTimeOf('2026-11-01T01:30:00-04:00', 'America/New_York')).toBe('2026-11-01 01:30:00');
    expect(dayOf('2026-03-04T23:45:00-08:00')).toBe('2026-03-04');
  });

  it('open on the day asked for, or the clinic’s today when it is past or not given', () => {
    expect(firstShownDay('2026-03-09', '2026-03-04')).toBe('2026-03-09');
    expect(firstShownDay('2026-03-04', '2026-03-04')).toBe('2026-03-04');
    expect(firstShownDay('2026-03-01', '2026-03-04')).toBe('2026-03-04');
    expect(firstShownDay(null, '2026-03-04')).toBe('2026-03-04');
  });
});
