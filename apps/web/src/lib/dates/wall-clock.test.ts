import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClockDate, wallClockDateTime } from './wall-clock';

const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];

/** Intl's reading of the same instant on the zone's clock, as an oracle independent of TZDate. */
function intlWallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

describe('the wall clock of an instant in a zone', () => {
  it('reads the date and time Intl reads, whatever the instant and zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const text = instant.toISOString();
          const expected = intlWallClock(instant, zone);
          expect(wallClockDateTime(text, zone)).toBe(expected);
          expect(wallClockDate(text, zone)).toBe(expected.slice(0, 10));
        },
      ),
    );
  });

  it('crosses the spring and autumn changes on the zone’s clock', () => {
    // 2026-03-08: New York springs from 02:00 to 03:00; 2026-11-01: it falls back from 02:00 to 01:00.
    expect(wallClockDateTime('2026-03-08T06:59:59Z', 'America/New_York')).toBe('2026-03-08 01:59:59');
    expect(wallClockDateTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('2026-03-08 03:00:00');
    expect(wallClockDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30:00');
    expect(wallClockDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30:00');
    // Phoenix keeps standard time all year.
    expect(wallClockDateTime('2026-07-01T19:00:00Z', 'America/Phoenix')).toBe('2026-07-01 12:00:00');
  });

  it('gives the zone’s own date near midnight, not the UTC one', () => {
    expect(wallClockDate('2026-03-03T03:00:00Z', 'America/Los_Angeles')).toBe('2026-03-02');
    expect(wallClockDate('2026-12-31T23:30:00-05:00', 'America/New_York')).toBe('2026-12-31');
    expect(wallClockDate('2026-12-31T23:30:00-05:00', 'UTC')).toBe('2027-01-01');
  });
});
