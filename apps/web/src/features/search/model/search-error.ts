import type { SearchFormTexts } from '@hs/content';

/** The error kinds the results screen hands back to the search form in search state (§8). */
const SEARCH_ERROR_KINDS = {
  locationUnavailable: 'locationUnavailable',
  server: 'Server Error',
  client: 'Client Error',
} as const;

export type SearchErrorView =
  | { kind: 'none' }
  /** An alert under Location: no provider serves the place searched. */
  | { kind: 'location'; message: string }
  /** A banner over the form: the service could not be reached. */
  | { kind: 'connection'; message: string };

/**
 * §2 search-form errors: 'location unavailable' is about the place typed, so it sits under Location;
 * any other error of the flow is a connection problem, with advice that depends on who failed.
 */
export function searchErrorView(error: string | undefined, texts: SearchFormTexts): SearchErrorView {
  const { messages } = texts;
  if (!error) return { kind: 'none' };
  if (error === SEARCH_ERROR_KINDS.locationUnavailable)
    return { kind: 'location', message: messages.locationUnavailable };
  const advice = error === SEARCH_ERROR_KINDS.client ? messages.refreshAdvice : messages.retryAdvice;
  return { kind: 'connection', message: `${messages.connectionTrouble} ${advice}` };
}

/** The error kind of a failed call: no answer or a 5xx is the server's; anything else a client error (§8). */
export const errorKindForStatus = (status: number): string =>
  status === 0 || status >= 500 ? SEARCH_ERROR_KINDS.server : SEARCH_ERROR_KINDS.client;

/** The connection-trouble text for a failed call with this status. */
export function connectionMessageFor(status: number, texts: SearchFormTexts): string {
  const view = searchErrorView(errorKindForStatus(status), texts);
  return view.kind === 'connection' ? view.message : '';
}
