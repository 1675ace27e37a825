import { isApiRequestError } from '@/lib/api/api-client';

/** The search error kinds of §8, as the results screen hands them back to the search form in search state. */
export const SEARCH_ERRORS = {
  locationUnavailable: 'locationUnavailable',
  server: 'Server Error',
  client: 'Client Error',
} as const;
export type SearchErrorKind = (typeof SEARCH_ERRORS)[keyof typeof SEARCH_ERRORS];

/** The status of a failed call; 0 when no answer arrived (a network failure) or it failed before asking. */
export const failedStatus = (error: unknown): number => (isApiRequestError(error) ? error.status : 0);

/**
 * The one rule for who failed (§8): a status of 500 or above is the server's; anything else is a client
 * error, a call that got no answer at all (status 0) included, since §8 counts everything below 500 as
 * CLIENT_ERROR. A client error's banner asks the visitor to refresh the page (§2), which is also what
 * brings a dropped connection back.
 */
export const errorKindForStatus = (status: number): typeof SEARCH_ERRORS.server | typeof SEARCH_ERRORS.client =>
  status >= 500 ? SEARCH_ERRORS.server : SEARCH_ERRORS.client;

/** The error kind of a failed call, by the rule above. */
export const errorKindOf = (error: unknown) => errorKindForStatus(failedStatus(error));
