import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/lib/api/api-client';

const STALE_TIME_MS = 60_000;

/** A 4xx answer will not change on a second try; only network failures and 5xx are retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: STALE_TIME_MS,
        // Availability and catalog data do not change because the user switched tabs.
        refetchOnWindowFocus: false,
      },
      // Bookings, holds and cancellations must never be sent twice by a silent retry.
      mutations: { retry: false },
    },
  });
}
