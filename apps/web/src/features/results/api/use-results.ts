import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AvailabilityRequest } from '@/lib/availability/availability-requests';
import { fetchAvailability } from '@/lib/availability/fetch-availability';

/** Times go quickly; a results list older than this is fetched again when the screen is shown. */
const RESULTS_STALE_TIME_MS = 30_000;

/** The results search of `request`; none until there is something to search. */
export const resultsQuery = (request: AvailabilityRequest | null) =>
  queryOptions({
    queryKey: ['availability', 'results', request?.path, request?.query] as const,
    queryFn: request ? ({ signal }) => fetchAvailability(request, signal) : skipToken,
    staleTime: RESULTS_STALE_TIME_MS,
    // A search failure is handled once (navigation back to the search form), never retried behind the visitor's back.
    retry: false,
  });

export function useResults(request: AvailabilityRequest | null) {
  return useQuery(resultsQuery(request));
}
