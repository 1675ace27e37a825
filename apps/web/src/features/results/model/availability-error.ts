import type { AnalyticsErrorCode } from '@hs/contracts';
import { errorKindOf, failedStatus, SEARCH_ERRORS, type SearchErrorKind } from '@/lib/search/search-error-kind';

/**
 * §8 availability search: LOCATION_UNAVAILABLE (a 404, or an answer with no provider) sends the visitor back
 * to the Location field; anything else is a server or client error by the one rule of search-error-kind.
 */
export function searchErrorKind(error: unknown): SearchErrorKind {
  if (failedStatus(error) === 404) return SEARCH_ERRORS.locationUnavailable;
  return errorKindOf(error);
}

/** How analytics report each kind of failed availability search: §8's codes. */
export const SEARCH_ERROR_CODES: Record<SearchErrorKind, AnalyticsErrorCode> = {
  locationUnavailable: 'LOCATION_UNAVAILABLE',
  'Server Error': 'SERVER_ERROR',
  'Client Error': 'CLIENT_ERROR',
};

/** §8 per-provider fetch: the same rule, in the codes the provider card shows. */
export function providerErrorKind(error: unknown): 'SERVER_ERROR' | 'CLIENT_ERROR' {
  return errorKindOf(error) === SEARCH_ERRORS.server ? 'SERVER_ERROR' : 'CLIENT_ERROR';
}

/** A held time is gone when the server says the slot is taken or not bookable (§4: 400, 404 or 409). */
export function isSlotLost(error: unknown): boolean {
  return [400, 404, 409].includes(failedStatus(error));
}

/**
 * A benefit-code search whose locations could not be loaded stays on the results screen with a Refresh
 * button (§2) rather than bouncing to the search form: the code was fine, the connection was not.
 */
export function isBenefitCodeLoadFailure(error: unknown, benefitCode: string | undefined): boolean {
  if (!benefitCode) return false;
  const status = failedStatus(error);
  return status === 0 || status >= 500;
}
