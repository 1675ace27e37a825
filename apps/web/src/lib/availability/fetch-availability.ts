import type { AvailabilityResponse } from '@hs/contracts';
import { apiGet } from '@/lib/api/api-client';
import type { AvailabilityRequest } from './availability-requests';

/** One of the three availability searches of §7; they all answer the same envelope. */
export function fetchAvailability(request: AvailabilityRequest, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiGet(request.path, request.query, { signal });
}
