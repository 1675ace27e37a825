import { isApiRequestError } from '@/lib/api-client';

/** The search error kinds of §8, as the main screen reads them from the search state's `error`. */
export const SEARCH_ERRORS = {
  locationUnavailable: 'locationUnavailable',
  server: 'Server Error',
  client: 'Client Error',
} as const;
export type SearchErrorKind = (typeof SEARCH_ERRORS)[keyof typeof SEARCH_ERRORS];

const statusOf = (error: unknown): number => (isApiRequestError(error) ? error.status : 0);

/**
 * §8 availability search: LOCATION_UNAVAILABLE (a 404, or an answer with no provider) sends the visitor back
 * to the Location field; 500 and above is a server error; anything else, a failed connection included,
 * is a client error (whose banner asks to refresh the page).
 */
export function searchErrorKind(error: unknown): SearchErrorKind {
  const status = statusOf(error);
  if (status === 404) return SEARCH_ERRORS.locationUnavailable;
  if (status >= 500) return SEARCH_ERRORS.server;
  return SEARCH_ERRORS.client;
}

/** §8 per-provider fetch: 500 and above SERVER_ERROR, otherwise CLIENT_ERROR. */
export function providerErrorKind(error: unknown): 'SERVER_ERROR' | 'CLIENT_ERROR' {
  return statusOf(error) >= 500 ? 'SERVER_ERROR' : 'CLIENT_ERROR';
}

/** A held time is gone when the server says the slot is taken or not bookable (§4: 400, 404 or 409). */
export function isSlotLost(error: unknown): boolean {
  return [400, 404, 409].includes(statusOf(error));
}

/**
 * A benefit-code search whose locations could not be loaded stays on the results screen with a Refresh
 * button (§2) rather than bouncing to the search form: the code was fine, the connection was not.
 */
export function isBenefitCodeLoadFailure(error: unknown, benefitCode: string | undefined): boolean {
  if (!benefitCode) return false;
  const status = statusOf(error);
  return status === 0 || status >= 500;
}
