import { LicensureResponseSchema, licensureStatesPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { selectableStates } from '../model/licensure-states';

/** Licences change rarely; the list serves the visit. */
const LICENSURE_STALE_TIME_MS = 10 * 60_000;

/** GET /appointment-management/v2/licensure-states?filter.serviceId= (§7), as the selectable states. */
export function useLicensureStates(serviceId: number | undefined) {
  return useQuery({
    queryKey: ['licensure-states', serviceId] as const,
    queryFn: ({ signal }) =>
      apiGet(licensureStatesPath, { 'filter.serviceId': serviceId }, LicensureResponseSchema, { signal }),
    select: (response) => selectableStates(response.data['licensure-states']),
    enabled: serviceId !== undefined,
    staleTime: LICENSURE_STALE_TIME_MS,
    retry: false,
  });
}
