import { licensureStatesPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { selectableStates } from '@/features/search/model/licensure-states';
import { apiGet } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const LicensureResponse = lazySchema(() =>
  import('@hs/contracts/licensure').then((contract) => contract.LicensureResponseSchema),
);

/** Licences change rarely; the list serves the visit. */
const LICENSURE_STALE_TIME_MS = 10 * 60_000;

/** GET /appointment-management/v2/licensure-states?filter.serviceId= (§7), as the selectable states. */
export function useLicensureStates(serviceId: number | undefined) {
  return useQuery({
    queryKey: ['licensure-states', serviceId] as const,
    queryFn: ({ signal }) =>
      apiGet(licensureStatesPath, { 'filter.serviceId': serviceId }, LicensureResponse, { signal }),
    select: (response) => selectableStates(response.data['licensure-states']),
    enabled: serviceId !== undefined,
    staleTime: LICENSURE_STALE_TIME_MS,
    retry: false,
  });
}
