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

/**
 * Intl's reading of the same instant on the zone's clock, an oracle independent of TZDate: Swedish writes dates and
 * times as 'YYYY-MM-DD HH:mm:ss'.
 */
const intlWallClock = (instant: Date, timeZone: string) => instant.toLocaleString('sv-SE', { timeZone });

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
});
