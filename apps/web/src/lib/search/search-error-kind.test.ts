import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { errorKindForStatus, errorKindOf } from './search-error-kind';

const failure = (status: number) => new ApiRequestError(status, [{ status, code: 'X', message: 'm' }], '/p');

describe('the one server-or-client rule of §8', () => {
  it('counts 500 and above as server errors and everything else as client errors', () => {
    expect(errorKindForStatus(500)).toBe('Server Error');
    expect(errorKindForStatus(503)).toBe('Server Error');
    expect(errorKindForStatus(400)).toBe('Client Error');
    expect(errorKindForStatus(429)).toBe('Client Error');
  });

  it('counts a network failure (no answer, status 0) as a client error, as results and search both read it', () => {
    expect(errorKindForStatus(0)).toBe('Client Error');
    expect(errorKindOf(failure(0))).toBe('Client Error');
    expect(errorKindOf(new TypeError('Failed to fetch'))).toBe('Client Error');
  });
});
