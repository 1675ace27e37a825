import { isApiRequestError } from '@/lib/api/api-client';

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
  return BOOKING_TEXTS.rateLimited.replace('{seconds}', String(seconds));
}

/** A retry of the same attempt may meet its own first request still running, or a lost answer. */
export function isRetryable(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  if (error.status === 0 || error.status >= 500) return true;
  return error.status === 409 && error.errors.some((e) => e.code === 'IDEMPOTENCY_IN_PROGRESS');
}

export const BOOKING_TEXTS = {
  connection: "We're having trouble connecting at the moment. Please try again shortly.",
  rateLimited: 'Too many requests. Please try again in {seconds} seconds.',
  conflict: {
    title: 'Appointment Conflict',
    body: "We're sorry, a conflict has occurred and the appointment can not be booked for the selected date and time. Please go back and schedule for an alternative date or time.",
  },
  alreadyBooked: {
    title: 'Looks like you already have an appointment',
    body: 'Our records show an appointment already exists for this patient for this service on that day. Please check your confirmation email for the details, or call us at {phone} if you need to make a change.',
  },
  confirmationError: {
    title: 'Confirmation Error',
    body: "We're sorry, but we encountered an error while trying to confirm your appointment. Please go back and confirm your selections again. We apologize for the inconvenience.",
  },
  checkAvailability: 'Check Availability',
  scheduleAppointment: 'Schedule Appointment',
  quit: 'Quit',
  booking: 'Booking your appointment…',
} as const;
