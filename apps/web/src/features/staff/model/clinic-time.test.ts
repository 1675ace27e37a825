import { describe, expect, it } from 'vitest';
import { dateIn, dayHeading, visitTime, visitTimeWithZone } from './clinic-time';

describe("a visit's time on the clinic's clock", () => {
  it('is shown in the clinic zone, not the computer one', () => {
    const startsAt = '2026-03-02T15:00:00.000Z';
    expect(visitTime(startsAt, 'America/New_York')).toBe('10:00 AM');
    expect(visitTime(startsAt, 'America/Chicago')).toBe('9:00 AM');
    expect(visitTime(startsAt, 'America/Phoenix')).toBe('8:00 AM');
    expect(visitTime(startsAt, 'Pacific/Honolulu')).toBe('5:00 AM');
  });

  it('follows daylight saving time on each side of the change', () => {
    // New York moved its clocks forward at 2:00 on 2026-03-08: 14:00 UTC was 9:00 before, 10:00 after.
    expect(visitTime('2026-03-07T14:00:00Z', 'America/New_York')).toBe('9:00 AM');
    expect(visitTime('2026-03-09T14:00:00Z', 'America/New_York')).toBe('10:00 AM');
    // Arizona keeps standard time all year.
    expect(visitTime('2026-03-09T14:00:00Z', 'America/Phoenix')).toBe('7:00 AM');
    // And back on 2026-11-01.
    expect(visitTime('2026-11-02T14:00:00Z', 'America/New_York')).toBe('9:00 AM');
  });

  it('names the zone with the label patients see', () => {
    expect(visitTimeWithZone('2026-07-01T16:30:00Z', 'America/Denver')).toBe('10:30 AM MT');
    expect(visitTimeWithZone('2026-07-01T16:30:00Z', 'America/Los_Angeles')).toBe('9:30 AM PT');
  });
});

describe("the clinic's calendar date", () => {
  it('is the date on the clinic clock, which can differ from UTC and from the computer', () => {
    const lateEvening = new Date('2026-03-03T03:30:00Z');
    expect(dateIn('America/Los_Angeles', lateEvening)).toBe('2026-03-02');
    expect(dateIn('America/New_York', lateEvening)).toBe('2026-03-02');
    expect(dateIn('Europe/London', lateEvening)).toBe('2026-03-03');
  });

  it('heads a day without moving it to another zone', () => {
    expect(dayHeading('2026-03-02')).toBe('Monday, March 2, 2026');
    expect(dayHeading('2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});
