import { useQuery } from '@tanstack/react-query';
import type { AvailabilityRequest } from '@/lib/availability/availability-requests';
import { fetchAvailability } from '@/lib/availability/fetch-availability';

/** Times go quickly; a results list older than this is fetched again when the screen is shown. */
const RESULTS_STALE_TIME_MS = 30_000;

/** The results search for the current search state; disabled until there is something to search. */
export function useResults(request: AvailabilityRequest | null) {
  return useQuery({
    queryKey: ['availability', 'results', request?.path, request?.query] as const,
    queryFn: ({ signal }) => fetchAvailability(request!, signal),
    enabled: request !== null,
    staleTime: RESULTS_STALE_TIME_MS,
    // A search failure is handled once (navigation back to the search form), never retried behind the visitor's back.
    retry: false,
  });
}
