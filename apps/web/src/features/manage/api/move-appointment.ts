import {
  type MovedAppointment,
  type RescheduleRequest,
  RescheduleResponseSchema,
  type Reservation,
  type ReservationRequest,
  ReservationResponseSchema,
  reschedulePath,
  reservationPath,
  reservationsPath,
} from '@hs/contracts';
import { apiSend, NoContent } from '@/lib/api/api-client';

/** Holds the new seat first, with the same hold and countdown as booking. */
export async function holdNewTime(request: ReservationRequest): Promise<Reservation> {
  const response = await apiSend('POST', reservationsPath, request, ReservationResponseSchema);
  return response.data.appointmentReservations;
}

/** Gives a hold back when the visitor keeps the current time; a failure only lets it lapse sooner or later. */
export function releaseNewTime(reservationCode: string): void {
  apiSend(
    'DELETE',
    reservationPath.replace(':reservationCode', encodeURIComponent(reservationCode)),
    undefined,
    NoContent,
  ).catch(() => {});
}

/** Moves the appointment onto the held seat; a retry of the same move carries the same Idempotency-Key. */
export async function moveAppointment(
  id: string,
  request: RescheduleRequest,
  idempotencyKey: string,
): Promise<{ appointment: MovedAppointment; followupAppointment?: MovedAppointment | undefined }> {
  const response = await apiSend(
    'POST',
    reschedulePath.replace(':id', encodeURIComponent(id)),
    request,
    RescheduleResponseSchema,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return response.data;
}
