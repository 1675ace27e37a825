import { appointmentsPath, type BookingResponse } from '@hs/contracts';
import type { BookingPayload } from '@/features/schedule/model/booking-payload-types';
import { apiSend } from '@/lib/api/api-client';

/**
 * §7: POST the booking. The Idempotency-Key makes a retry of the same attempt safe: the server answers it
 * with the first booking instead of making a second one, for 24 hours after the first request.
 */
export function bookAppointment(payload: BookingPayload, idempotencyKey: string): Promise<BookingResponse> {
  return apiSend('POST', appointmentsPath, payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
