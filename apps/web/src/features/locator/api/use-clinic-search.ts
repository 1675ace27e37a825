import { clinicsPath } from '@hs/contracts';
import { LOCATOR } from '@hs/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LocatorSearch } from '@/features/locator/model/locator-query';
import { apiGet } from '@/lib/api/api-client';

/** Wait times move; a page of clinics older than this is fetched again when shown. */
const CLINICS_STALE_TIME_MS = 60_000;

function clinicsQuery(search: LocatorSearch, page: number) {
  const where =
    search.kind === 'text'
      ? { 'filter.freeFormAddress': search.searchText }
      : { 'filter.latLng': `${search.latitude},${search.longitude}` };
  // §7: the locator asks 4 clinics a page and 50 at most, nearest first.
  return {
    ...where,
    'filter.maxResults': LOCATOR.maxResults,
    'page.offset': (page - 1) * LOCATOR.pageSize,
    'page.size': LOCATOR.pageSize,
    sortBy: 'distance',
  };
}

/** One page of the clinic search; the key is the URL's search and page, so a new route key is a new query. */
export function useClinicSearch(search: LocatorSearch | null, page: number) {
  return useQuery({
    queryKey: ['clinics', search, page] as const,
    queryFn: ({ signal }) => apiGet(clinicsPath, clinicsQuery(search!, page), { signal }),
    enabled: search !== null,
    staleTime: CLINICS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    // The visitor decides when to try again (Retry), so a failure shows at once.
    retry: false,
  });
}
