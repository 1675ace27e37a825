import { DomainError } from '#api/domain-error.js';

/** The spec's 'location unavailable' (§2, §8): the client shows it inline under the Location field. */
const LOCATION_UNAVAILABLE_MESSAGE =
  "We're unable to find a provider in this location. Please enter another city, state, or ZIP code and try again.";

/** §8: an unknown and an expired code read the same, so the answer never tells that a code once existed. */
const INVALID_BENEFIT_CODE_MESSAGE = 'Your benefit code entry is invalid. Please try again.';

export const locationUnavailable = () =>
  new DomainError('not-found', 'LOCATION_UNAVAILABLE', LOCATION_UNAVAILABLE_MESSAGE);

export const invalidBenefitCode = () =>
  new DomainError('invalid', 'INVALID_BENEFIT_CODE', INVALID_BENEFIT_CODE_MESSAGE, { field: 'filter.benefitCode' });

export const unknownServices = (ids: readonly number[]) =>
  new DomainError(
    'invalid',
    'UNKNOWN_SERVICE',
    `filter.serviceIds: no bookable service has the id ${ids.join(', ')}.`,
    {
      field: 'filter.serviceIds',
    },
  );
