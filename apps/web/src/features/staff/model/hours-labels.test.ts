import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { bookingsInTheWay } from './bookings-in-the-way';
import { clockTime, closureSpan } from './hours-labels';

describe('hours as the console shows them', () => {
  it('reads times on a 12-hour clock', () => {
    expect(clockTime('00:00')).toBe('12:00 AM');
    expect(clockTime('12:15')).toBe('12:15 PM');
    expect(clockTime('23:59')).toBe('11:59 PM');
  });

  it('names a whole-day closure by its days, its end being the next midnight', () => {
    expect(closureSpan('2026-12-24T00:00', '2026-12-25T00:00', true)).toBe('Thursday, December 24, 2026, all day');
    expect(closureSpan('2026-12-24T00:00', '2026-12-27T00:00', true)).toBe(
      'Thursday, December 24, 2026 to Saturday, December 26, 2026',
    );
  });

  it('names part of a day by its times, an end at the next midnight as midnight', () => {
    expect(closureSpan('2026-12-24T14:00', '2026-12-25T00:00', false)).toBe(
      'Thursday, December 24, 2026, 2:00 PM to midnight',
    );
    expect(closureSpan('2026-12-24T14:00', '2026-12-24T17:30', false)).toBe(
      'Thursday, December 24, 2026, 2:00 PM to 5:30 PM',
    );
  });
});

describe('a change refused for the booked visits it touches', () => {
  it('answers their count from the refusal, and nothing for any other error', () => {
    const refusal = new ApiRequestError(
      409,
      [{ status: 409, code: 'BOOKINGS_IN_THE_WAY', message: 'touches 2', meta: { affectedVisits: 2 } }],
      '/x',
    );
    expect(bookingsInTheWay(refusal)).toBe(2);
    expect(bookingsInTheWay(new ApiRequestError(409, [{ status: 409, code: 'OTHER', message: 'no' }], '/x'))).toBe(
      undefined,
    );
    expect(bookingsInTheWay(new Error('network'))).toBe(undefined);
  });
});
