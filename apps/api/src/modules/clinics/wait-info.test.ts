import { WAIT_MINUTES_DEFAULT } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { NO_WAIT, WAIT_UNAVAILABLE, waitDescription, waitInfo } from './wait-info.js';

describe('wait info', () => {
  it("reads 'No Wait' for 0, else hours and minutes", () => {
    expect([0, 5, 25, 59, 60, 65, 120, 135].map(waitDescription)).toEqual([
      NO_WAIT,
      '5 min',
      '25 min',
      '59 min',
      '1 hr',
      '1 hr 5 min',
      '2 hr',
      '2 hr 15 min',
    ]);
  });

  it('keeps the 99999 placeholder for an unknown wait and never shows it as a time', () => {
    expect(waitInfo(null, true)).toEqual({
      description: WAIT_UNAVAILABLE,
      clinicAvailable: true,
      waitMinutes: WAIT_MINUTES_DEFAULT,
    });
    expect(waitDescription(WAIT_MINUTES_DEFAULT)).toBe(WAIT_UNAVAILABLE);
    expect(waitDescription(-3)).toBe(WAIT_UNAVAILABLE);
  });
});
