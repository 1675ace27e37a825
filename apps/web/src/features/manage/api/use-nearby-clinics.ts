import { useQuery } from '@tanstack/react-query';
import type { AvailabilityRequest } from '@/lib/availability/availability-requests';
import { fetchAvailability } from '@/lib/availability/fetch-availability';

/** Clinics change rarely while a visitor chooses; their times are read again per clinic when one is picked. */
const CLINICS_STALE_TIME_MS = 5 * 60_000;

/** The clinics near the appointment's own that the search found; none until it answers, or when it fails. */
export function useNearbyClinics(request: AvailabilityRequest | null) {
  return useQuery({
    queryKey: ['move-clinics', request?.path, request?.query] as const,
    queryFn: async ({ signal }) => (await fetchAvailability(request!, signal)).data.appointmentTimeSlots,
    enabled: request !== null,
    staleTime: CLINICS_STALE_TIME_MS,
    // Without the list the visit can still move within its own clinic.
    retry: false,
  });
}
