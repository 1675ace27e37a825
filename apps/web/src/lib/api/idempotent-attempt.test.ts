import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { attemptFor, automaticRetries, isRetryable } from './idempotent-attempt';

const failure = (status: number, code = 'X') => new ApiRequestError(status, [{ status, code, message: code }], '/b');

describe('requests sent under an Idempotency-Key', () => {
  it('keeps the attempt, its key and its request as first built, while the same is asked', () => {
    const first = attemptFor(null, 'move to 10:00', () => ({ language: 'en' }));
    const again = attemptFor(first, 'move to 10:00', () => ({ language: 'es' }));
    expect(again).toBe(first);
    expect(again.request).toEqual({ language: 'en' });
  });

  it('starts a new attempt under a new key when something else is asked', () => {
    const first = attemptFor(null, 'move to 10:00', () => 'ten');
    const other = attemptFor(first, 'move to 11:00', () => 'eleven');
    expect(other.key).not.toBe(first.key);
    expect(other.request).toBe('eleven');
    expect(attemptFor(null, 'move to 10:00', () => 'ten').key).not.toBe(first.key);
  });

  it('retries a lost answer, a server error and its own request still running, nothing else', () => {
    expect(isRetryable(failure(0))).toBe(true);
    expect(isRetryable(failure(502))).toBe(true);
    expect(isRetryable(failure(409, 'IDEMPOTENCY_IN_PROGRESS'))).toBe(true);
    expect(isRetryable(failure(409, 'SLOT_TAKEN'))).toBe(false);
    expect(isRetryable(failure(429))).toBe(false);
    expect(isRetryable(new TypeError('boom'))).toBe(false);
  });

  it('retries by itself twice, waiting longer each time', () => {
    expect(automaticRetries.retry(0, failure(503))).toBe(true);
    expect(automaticRetries.retry(1, failure(0))).toBe(true);
    expect(automaticRetries.retry(2, failure(0))).toBe(false);
    expect(automaticRetries.retry(0, failure(400))).toBe(false);
    expect([0, 1].map(automaticRetries.retryDelay)).toEqual([400, 800]);
  });
});
