import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api/api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

const failure = (status: number) => new ApiRequestError(status, [], '/x');

describe('query client defaults', () => {
  it('retries a query once after a network failure or server error', () => {
    expect(shouldRetryQuery(0, failure(0))).toBe(true);
    expect(shouldRetryQuery(0, failure(503))).toBe(true);
    expect(shouldRetryQuery(1, failure(503))).toBe(false);
  });

  it('does not retry client errors', () => {
    expect(shouldRetryQuery(0, failure(404))).toBe(false);
    expect(shouldRetryQuery(0, failure(429))).toBe(false);
  });

  it('never retries mutations and keeps data fresh for a minute', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(60_000);
  });
});
