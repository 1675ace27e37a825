import { ServicesResponseSchema, servicesPath } from '@hs/contracts';
import { BUSINESS_NAMES } from '@hs/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The service catalog (§7), under the same cache key the search form uses, so arriving from the search costs
 * no second request. Results read it for maxDaysAhead, follow-up services and the names stored with a hold.
 */
export const catalogQuery = queryOptions({
  queryKey: ['services', ...BUSINESS_NAMES] as const,
  queryFn: ({ signal }) =>
    apiGet(servicesPath, { 'filter.businessNames': [...BUSINESS_NAMES] }, ServicesResponseSchema, { signal }),
  select: (response) => response.data.services,
  staleTime: 10 * 60_000,
});

export function useCatalog() {
  return useQuery(catalogQuery);
}
