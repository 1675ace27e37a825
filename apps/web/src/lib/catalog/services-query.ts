import { servicesPath } from '@hs/contracts';
import { BUSINESS_NAMES } from '@hs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

/** The catalog hardly changes during a visit; one fetch serves the whole session. */
const SERVICES_STALE_TIME_MS = 10 * 60_000;

/**
 * §7: the services of every business the scheduler books for (tlc, pharmacy, dietitian). Search, prescreen
 * and results share this one key, so the list fetched on the first screen serves the others.
 */
export const servicesQuery = queryOptions({
  queryKey: ['services', ...BUSINESS_NAMES] as const,
  queryFn: ({ signal }) => apiGet(servicesPath, { 'filter.businessNames': [...BUSINESS_NAMES] }, { signal }),
  select: (response) => response.data.services,
  staleTime: SERVICES_STALE_TIME_MS,
});

export function useServices() {
  return useQuery(servicesQuery);
}
