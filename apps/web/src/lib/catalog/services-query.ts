import { servicesPath } from '@hs/contracts';
import { BUSINESS_NAMES } from '@hs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetUrl } from '@/lib/api/api-client';

/** The catalog hardly changes during a visit; one fetch serves the whole session. */
const SERVICES_STALE_TIME_MS = 10 * 60_000;

/**
 * §7: the services of every business the scheduler books for (tlc, pharmacy, dietitian). Search, prescreen
 * and results share this one key, so the list fetched on the first screen serves the others.
 */
const SERVICES_FILTER = { 'filter.businessNames': [...BUSINESS_NAMES] };

export const servicesQuery = queryOptions({
  queryKey: ['services', ...BUSINESS_NAMES] as const,
  queryFn: ({ signal }) => apiGet(servicesPath, SERVICES_FILTER, { signal }),
  select: (response) => response.data.services,
  staleTime: SERVICES_STALE_TIME_MS,
});

export function useServices() {
  return useQuery(servicesQuery);
}

/** What servicesQuery requests, for the pages whose HTML preloads it. */
export const servicesUrl = apiGetUrl(servicesPath, SERVICES_FILTER);
