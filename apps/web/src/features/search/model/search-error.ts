import type { SearchFormTexts } from '@hs/content';
import { errorKindForStatus, SEARCH_ERRORS } from '@/lib/search/search-error-kind';

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
  if (error === SEARCH_ERRORS.locationUnavailable) return { kind: 'location', message: messages.locationUnavailable };
  const advice = error === SEARCH_ERRORS.client ? messages.refreshAdvice : messages.retryAdvice;
  return { kind: 'connection', message: `${messages.connectionTrouble} ${advice}` };
}

/** The connection-trouble text for a failed call with this status. */
export function connectionMessageFor(status: number, texts: SearchFormTexts): string {
  const view = searchErrorView(errorKindForStatus(status), texts);
  return view.kind === 'connection' ? view.message : '';
}
