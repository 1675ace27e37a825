import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDateOf } from './calendar-date.js';
import { nextLocalMidnight } from './zoned-day.js';

describe('nextLocalMidnight', () => {
  it('is the next local midnight in the zone, DST days included', () => {
    const at = (iso: string, zone: string) => new Date(nextLocalMidnight(new Date(iso), zone)).toISOString();
    expect(at('2026-03-03T15:00:00Z', 'America/New_York')).toBe('2026-03-04T05:00:00.000Z');
    // 8 March 2026 springs forward: its next midnight is already on daylight time.
    expect(at('2026-03-08T12:00:00Z', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(at('2026-03-03T23:30:00Z', 'Pacific/Honolulu')).toBe('2026-03-04T10:00:00.000Z');
    expect(at('2026-03-03T05:00:00Z', 'America/New_York')).toBe('2026-03-04T05:00:00.000Z');
  });

  it('always lies after the instant and starts the next local date', () => {
    const zones = ['America/New_York', 'America/Phoenix', 'Pacific/Honolulu', 'America/Anchorage', 'America/Chicago'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const midnight = nextLocalMidnight(instant, zone);
          expect(midnight).toBeGreaterThan(instant.getTime());
          expect(localDateOf(new Date(midnight), zone)).toBe(addDays(localDateOf(instant, zone), 1));
          expect(localDateOf(new Date(midnight - 1), zone)).toBe(localDateOf(instant, zone));
        },
      ),
    );
  });
});
