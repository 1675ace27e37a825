import { DomainError } from '#api/domain-error.js';

/** A forged, mistyped or other entry's link: one answer, so a guess learns nothing. */
export const offerNotFound = () =>
  new DomainError('not-found', 'OFFER_NOT_FOUND', 'This offer link is not valid. Please open it as it was sent.');

/** The offer was used, declined, ran out, or its seat went to someone else. */
export const offerTaken = () =>
  new DomainError(
    'conflict',
    'OFFER_TAKEN',
    'Sorry, this time is no longer held for you: the offer was used or ran out, and the time went to someone else.',
  );

export const entryNotFound = () =>
  new DomainError('not-found', 'NOT_FOUND', 'We could not find that waitlist request. Please join again.');

export const wrongCode = (field = 'code') =>
  new DomainError('invalid', 'WRONG_CODE', 'That code is not right. Please check the code we sent and try again.', {
    field,
  });

export const codeExpired = () =>
  new DomainError('conflict', 'CODE_EXPIRED', 'This code has run out. Please join the waitlist again for a new one.');

export const tooManyEntries = () =>
  new DomainError(
    'limit-reached',
    'TOO_MANY_ENTRIES',
    'This contact is already waiting for 3 times. Leave one of them, or wait for an offer, before adding another.',
    { field: 'contact' },
  );

export const notForWaitlist = (message: string, field: string) =>
  new DomainError('invalid', 'INVALID_INPUT', message, { field });
