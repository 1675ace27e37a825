import { licensureStatesPath } from '@hs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

/** Licences change rarely; the list serves the visit. */
const LICENSURE_STALE_TIME_MS = 10 * 60_000;

/** §7 GET licensure-states?filter.serviceId=: every state with whether the service can be booked there. */
export const licensureStatesQuery = (serviceId: number | undefined) =>
  queryOptions({
    queryKey: ['licensure-states', serviceId] as const,
    queryFn: ({ signal }) => apiGet(licensureStatesPath, { 'filter.serviceId': serviceId }, { signal }),
    select: (response) => response.data['licensure-states'],
    enabled: serviceId !== undefined,
    staleTime: LICENSURE_STALE_TIME_MS,
    // A failed list shows its own message at once; the visitor can still go on without it.
    retry: false,
  });

export function useLicensureStates(serviceId: number | undefined) {
  return useQuery(licensureStatesQuery(serviceId));
}
