import {
  type MovedAppointment,
  type RescheduleRequest,
  type Reservation,
  type ReservationRequest,
  reschedulePath,
  reservationsPath,
} from '@hs/contracts';
import { apiSend } from '@/lib/api/api-client';

/** Holds the new seat first, with the same hold and countdown as booking. */
export async function holdNewTime(request: ReservationRequest): Promise<Reservation> {
  const response = await apiSend('POST', reservationsPath, request);
  return response.data.appointmentReservations;
}

/** Moves the appointment onto the held seat; a retry of the same move carries the same Idempotency-Key. */
export async function moveAppointment(
  id: string,
  request: RescheduleRequest,
  idempotencyKey: string,
): Promise<{ appointment: MovedAppointment; followupAppointment?: MovedAppointment | undefined }> {
  const response = await apiSend('POST', reschedulePath, request, {
    params: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}
