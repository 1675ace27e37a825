import { paths } from '@/config/paths';
import { type SearchState, toSearchQuery } from '@/lib/search/search-state';

export interface SearchNavigation {
  to: string;
  state: SearchState;
}

const withQuery = (path: string, state: Partial<SearchState>) => {
  const query = toSearchQuery(state).toString();
  return query ? `${path}?${query}` : path;
};

/** The search form with the search kept, and an error kind (§8) for it to show when there is one. */
export function mainNavigation(search: SearchState, error?: string): SearchNavigation {
  const state: SearchState = { ...search, page: 1, error, showLeadTimeWarning: false };
  return { to: withQuery(paths.main(), state), state };
}

/** Results for a search: the query keeps it across a refresh, router state carries what only state carries. */
export function resultsNavigation(search: SearchState): SearchNavigation {
  return { to: withQuery(paths.results(), { ...search, error: undefined }), state: { ...search, error: undefined } };
}

export function followupNavigation(search: SearchState): SearchNavigation {
  return { to: withQuery(paths.followup(), search), state: search };
}
