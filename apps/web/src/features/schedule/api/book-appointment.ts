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

/** A fresh key per submit attempt; crypto.randomUUID is missing on plain-http pages, hence the fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
