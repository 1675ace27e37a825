import { LicensureResponseSchema, licensureStatesPath } from '@hs/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const LICENSURE_STALE_TIME_MS = 10 * 60_000;

/** §7: every state with whether the service can be booked from there. */
export const licensureStatesQuery = (serviceId: number) =>
  queryOptions({
    queryKey: ['licensure-states', serviceId] as const,
    queryFn: ({ signal }) =>
      apiGet(licensureStatesPath, { 'filter.serviceId': serviceId }, LicensureResponseSchema, { signal }),
    select: (response) => response.data['licensure-states'],
    staleTime: LICENSURE_STALE_TIME_MS,
  });

export function useLicensureStates(serviceId: number | undefined) {
  return useQuery({ ...licensureStatesQuery(serviceId ?? 0), enabled: serviceId !== undefined });
}
