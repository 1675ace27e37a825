import { appointmentPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/api-client';

/**
 * The non-personal details of an appointment (when, where, what) by id and confirmCode. Each failed
 * lookup counts against a guessing limit on the server, so a 4xx is never retried (see query-client).
 */
export function useAppointmentDetails(id: string, confirmCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['appointment-details', id, confirmCode] as const,
    queryFn: ({ signal }) => apiGet(appointmentPath, { confirmCode }, { signal, params: { id } }),
    select: (response) => response.data.appointment,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
