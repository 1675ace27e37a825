import { isApiRequestError } from '@/lib/api/api-client';
import { translate } from '@/lib/i18n/i18n';
import { messageTexts } from '@/lib/i18n/message-texts';

/**
 * What a failed booking leads to (§4, §8): a modal by status, or a message on the last step (the connection
 * message, or the wait a rate limit asks for).
 */
export type BookingProblem = 'conflict' | 'alreadyBooked' | 'confirmationError' | 'connection' | 'rateLimited';

/** The API's code for the patient-per-day rule; any other 429 comes from a rate limit. */
const ALREADY_BOOKED_CODE = 'ALREADY_BOOKED';
/** Used when a rate limit's answer does not say how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * 409 conflict; 429 already booked only when the API says so, any other 429 is a rate limit; other 4xx
 * confirmation error; 5xx or no answer is a connection problem.
 */
export function bookingProblemOf(error: unknown): BookingProblem {
  const status = isApiRequestError(error) ? error.status : 0;
  if (status === 409) return 'conflict';
  if (status === 429) {
    const alreadyBooked = isApiRequestError(error) && error.errors.some((e) => e.code === ALREADY_BOOKED_CODE);
    return alreadyBooked ? 'alreadyBooked' : 'rateLimited';
  }
  if (status >= 400 && status < 500) return 'confirmationError';
  return 'connection';
}

/** The message shown on the last step for a failure that opens no modal; null when a modal shows it. */
export function lastStepMessageOf(error: unknown): string | null {
  const problem = bookingProblemOf(error);
  if (problem === 'connection') return BOOKING_TEXTS.connection;
  if (problem !== 'rateLimited') return null;
  const seconds = (isApiRequestError(error) && error.retryAfterSeconds) || DEFAULT_RETRY_AFTER_SECONDS;
  return BOOKING_TEXTS.rateLimited(seconds);
}

export const BOOKING_TEXTS = messageTexts({
  connection: 'schedule.booking.connection',
  rateLimited: (seconds: number) => translate('schedule.booking.rateLimited', { seconds }),
  checkAvailability: 'schedule.booking.checkAvailability',
  scheduleAppointment: 'schedule.booking.scheduleAppointment',
  quit: 'schedule.booking.quit',
  booking: 'schedule.booking.booking',
});

/** The dialogs a refused booking opens; a body's '{phone}' is where the clinic's number goes, as a link. */
export const BOOKING_DIALOGS = {
  conflict: messageTexts({ title: 'schedule.booking.conflictTitle', body: 'schedule.booking.conflictBody' }),
  alreadyBooked: messageTexts({
    title: 'schedule.booking.alreadyBookedTitle',
    body: 'schedule.booking.alreadyBookedBody',
  }),
  confirmationError: messageTexts({
    title: 'schedule.booking.confirmationErrorTitle',
    body: 'schedule.booking.confirmationErrorBody',
  }),
};
