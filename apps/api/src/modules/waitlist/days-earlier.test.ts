import { describe, expect, it } from 'vitest';
import { daysEarlier } from './days-earlier.js';

const NEW_YORK = 'America/New_York';

describe('days earlier', () => {
  it('counts an earlier move from the seat to the appointment it replaces, beyond the window it waited in', () => {
    const seat = { startsAt: new Date('2026-03-05T14:00:00Z'), timeZone: NEW_YORK };
    expect(daysEarlier(seat, { replacedStartsAt: new Date('2026-03-27T14:00:00Z'), windowTo: '2026-03-15' })).toBe(22);
  });

  it('counts "notify me" to the last day of the window asked for', () => {
    const seat = { startsAt: new Date('2026-03-05T14:00:00Z'), timeZone: NEW_YORK };
    expect(daysEarlier(seat, { replacedStartsAt: null, windowTo: '2026-03-09' })).toBe(4);
    expect(daysEarlier(seat, { replacedStartsAt: null, windowTo: '2026-03-05' })).toBe(0);
  });

  it('takes the days on the seat’s clock: an evening seat is not the next day', () => {
    // 8 PM in New York on the 5th is already the 6th in UTC.
    const evening = { startsAt: new Date('2026-03-06T01:00:00Z'), timeZone: NEW_YORK };
    expect(daysEarlier(evening, { replacedStartsAt: null, windowTo: '2026-03-09' })).toBe(4);
    expect(daysEarlier(evening, { replacedStartsAt: new Date('2026-03-07T01:30:00Z'), windowTo: '2026-03-06' })).toBe(
      1,
    );
  });
});
