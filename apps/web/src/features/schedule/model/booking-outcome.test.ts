import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { bookingProblemOf, isRetryable } from './booking-outcome';

const failure = (status: number, code = 'X') => new ApiRequestError(status, [{ status, code, message: code }], '/b');

describe('booking problems (§8)', () => {
  it('maps statuses to the modal or the connection message', () => {
    expect(bookingProblemOf(failure(409))).toBe('conflict');
    expect(bookingProblemOf(failure(429))).toBe('alreadyBooked');
    expect(bookingProblemOf(failure(400))).toBe('confirmationError');
    expect(bookingProblemOf(failure(422))).toBe('confirmationError');
    expect(bookingProblemOf(failure(500))).toBe('connection');
    expect(bookingProblemOf(failure(503))).toBe('connection');
    expect(bookingProblemOf(failure(0))).toBe('connection');
    expect(bookingProblemOf(new TypeError('boom'))).toBe('connection');
  });

  it('retries a lost answer, a server error and its own request still running, nothing else', () => {
    expect(isRetryable(failure(0))).toBe(true);
    expect(isRetryable(failure(502))).toBe(true);
    expect(isRetryable(failure(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(isRetryable(failure(409, 'SLOT_TAKEN'))).toBe(false);
    expect(isRetryable(failure(429))).toBe(false);
  });
});
