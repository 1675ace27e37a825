import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { bookingProblemOf, lastStepMessageOf } from './booking-outcome';

const failure = (status: number, code = 'X', retryAfterSeconds?: number) =>
  new ApiRequestError(status, [{ status, code, message: code }], '/b', retryAfterSeconds);

describe('booking problems (§8)', () => {
  it('maps statuses to the modal or the connection message', () => {
    expect(bookingProblemOf(failure(409))).toBe('conflict');
    expect(bookingProblemOf(failure(429, 'ALREADY_BOOKED'))).toBe('alreadyBooked');
    expect(bookingProblemOf(failure(429, 'RATE_LIMITED'))).toBe('rateLimited');
    expect(bookingProblemOf(failure(429))).toBe('rateLimited');
    expect(bookingProblemOf(failure(400))).toBe('confirmationError');
    expect(bookingProblemOf(failure(422))).toBe('confirmationError');
    expect(bookingProblemOf(failure(500))).toBe('connection');
    expect(bookingProblemOf(failure(503))).toBe('connection');
    expect(bookingProblemOf(failure(0))).toBe('connection');
    expect(bookingProblemOf(new TypeError('boom'))).toBe('connection');
  });

  it("shows the already-booked modal only for that 429, and a rate limit's wait on the last step", () => {
    expect(lastStepMessageOf(failure(429, 'ALREADY_BOOKED', 30))).toBeNull();
    expect(lastStepMessageOf(failure(429, 'RATE_LIMITED', 42))).toBe(
      'Too many requests. Please try again in 42 seconds.',
    );
    expect(lastStepMessageOf(failure(429, 'RATE_LIMITED'))).toBe('Too many requests. Please try again in 60 seconds.');
    expect(lastStepMessageOf(failure(503, 'DATABASE_UNAVAILABLE', 5))).toBe(
      "We're having trouble connecting at the moment. Please try again shortly.",
    );
    expect(lastStepMessageOf(failure(409))).toBeNull();
  });
});
