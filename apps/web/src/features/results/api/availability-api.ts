import { type AvailabilityResponse, AvailabilityResponseSchema } from '@hs/contracts';
import type { AvailabilityRequest } from '@/features/results/model/results-queries';
import { apiGet } from '@/lib/api-client';

/** One of the three availability searches of §7; they all answer the same envelope. */
export function fetchAvailability(request: AvailabilityRequest, signal?: AbortSignal): Promise<AvailabilityResponse> {
  return apiGet(request.path, request.query, AvailabilityResponseSchema, { signal });
}
