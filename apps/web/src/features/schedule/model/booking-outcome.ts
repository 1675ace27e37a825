import { isApiRequestError } from '@/lib/api-client';

/** What a failed booking leads to (§4, §8): a modal by status, or the connection message on the last step. */
export type BookingProblem = 'conflict' | 'alreadyBooked' | 'confirmationError' | 'connection';

/** 409 conflict, 429 already booked, other 4xx confirmation error; 5xx or no answer is a connection problem. */
export function bookingProblemOf(error: unknown): BookingProblem {
  const status = isApiRequestError(error) ? error.status : 0;
  if (status === 409) return 'conflict';
  if (status === 429) return 'alreadyBooked';
  if (status >= 400 && status < 500) return 'confirmationError';
  return 'connection';
}

/** A retry of the same attempt may meet its own first request still running, or a lost answer. */
export function isRetryable(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  if (error.status === 0 || error.status >= 500) return true;
  return error.status === 409 && error.errors.some((e) => e.code === 'IDEMPOTENCY_IN_PROGRESS');
}

export const BOOKING_TEXTS = {
  connection: "We're having trouble connecting at the moment. Please try again shortly.",
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
