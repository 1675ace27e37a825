import { type AppointmentLookupRequest, appointmentLookupPath, type ManagedAppointment } from '@hs/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api/api-client';

/** A POST, so the code, name and date of birth never appear in a URL or a log line. */
export function useLookupAppointment() {
  return useMutation({
    mutationFn: async (request: AppointmentLookupRequest): Promise<ManagedAppointment> =>
      (await apiSend('POST', appointmentLookupPath, request)).data.appointment,
  });
}
