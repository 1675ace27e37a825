import { ServicesResponseSchema, servicesPath } from '@hs/contracts';
import { BUSINESS_NAMES } from '@hs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The catalog hardly changes during a visit; one fetch serves the whole session. */
const SERVICES_STALE_TIME_MS = 10 * 60_000;

/**
 * §7: the services of every business the scheduler books for. The key matches the search form's, so
 * the list fetched there is reused here instead of being asked for again.
 */
export const prescreenServicesQuery = queryOptions({
  queryKey: ['services', ...BUSINESS_NAMES] as const,
  queryFn: ({ signal }) =>
    apiGet(servicesPath, { 'filter.businessNames': [...BUSINESS_NAMES] }, ServicesResponseSchema, { signal }),
  select: (response) => response.data.services,
  staleTime: SERVICES_STALE_TIME_MS,
});

export function usePrescreenServices() {
  return useQuery(prescreenServicesQuery);
}
