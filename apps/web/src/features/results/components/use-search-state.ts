import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { mergeSearchState, type SearchState } from '@/lib/search/search-state';

/** The search state of §3: the URL query, with router state winning for the fields it carries. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  const location = useLocation();
  return useMemo(() => mergeSearchState(params, location.state), [params, location.state]);
}
