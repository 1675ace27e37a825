import { DomainError } from '#api/domain-error.js';

/** A wrong code reads as an unknown id, so neither can be told apart from the other. */
export const appointmentNotFound = () =>
  new DomainError('not-found', 'NOT_FOUND', 'We could not find an appointment with that id and confirmation code.');

/** One answer whichever detail was wrong, so a guess learns nothing about the others. */
export const lookupMismatch = () =>
  new DomainError(
    'not-found',
    'NOT_FOUND',
    'We could not find an appointment with those details. Please check the confirmation code, last name and date of birth.',
  );

export const alreadyCanceled = () =>
  new DomainError('conflict', 'ALREADY_CANCELED', 'This appointment has already been canceled.');

export const slotTaken = () =>
  new DomainError(
    'conflict',
    'SLOT_TAKEN',
    "We're sorry, a conflict has occurred and the appointment can not be booked for the selected date and time.",
  );

/** One appointment per patient, service and day (§4): the spec answers a second one with 429. */
export const alreadyBooked = () =>
  new DomainError(
    'limit-reached',
    'ALREADY_BOOKED',
    'Looks like you already have an appointment for this service on that day.',
  );

export const invalidBooking = (message: string, field: string) =>
  new DomainError('invalid', 'INVALID_INPUT', message, { field });

export const idempotencyKeyReused = () =>
  new DomainError('key-reused', 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request.');

export const idempotencyInProgress = () =>
  new DomainError('conflict', 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is in progress.');
