import type { FlowConfig } from '@hs/content';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { needsStateSelection, shouldOfferPromotion } from '@/features/search/model/category-config';
import {
  resultsTargetFor,
  type SearchRequest,
  type SearchTarget,
  searchTargetFor,
} from '@/features/search/model/search-submission';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { mergeSearchState } from '@/lib/search/search-state';

/** A search waiting for the visitor's answer in one of the modals. */
export type PendingSearch = { request: SearchRequest; ask: 'promotion' | 'state' } | null;

export interface UseSearchSubmitOptions {
  flows: FlowConfig;
  isOnResults: boolean;
}

function queryOf(to: string): URLSearchParams {
  const index = to.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : to.slice(index + 1));
}

/** The flow the later screens book in, kept in the store so a refresh of any of them keeps it (§4). */
function rememberSearch(request: SearchRequest, target: SearchTarget): void {
  schedulerStore.update({
    flow: request.category.schedulerFlow,
    category: request.category.category,
    shouldAddPromotion: request.shouldAddPromotion ?? false,
    ...(target.kind === 'pharmacy' ? {} : { search: mergeSearchState(queryOf(target.to), target.state) }),
  });
}

/**
 * The submit sequence of §2: the travel-vaccines offer where configured, the state question for virtual
 * visits, then the category's redirect, and the start-flow event once the search really goes.
 */
export function useSearchSubmit({ flows, isOnResults }: UseSearchSubmitOptions) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingSearch>(null);

  const go = (request: SearchRequest, licensureState?: string) => {
    const target = licensureState ? resultsTargetFor(request, licensureState) : searchTargetFor(request);
    rememberSearch(request, target);
    // Only what kind of visit started, never what was typed: no location, date or benefit code.
    recordFlowEvent('start-flow', {
      flow: request.category.schedulerFlow,
      category: request.category.category,
      redirectAction: request.category.redirectAction,
      entry: 'search',
    });
    if (target.kind === 'pharmacy') window.open(target.href, '_blank', 'noopener');
    else navigate(target.to, { state: target.state });
  };

  const proceed = (request: SearchRequest) => {
    if (needsStateSelection(request.category)) setPending({ request, ask: 'state' });
    else go(request);
  };

  return {
    pending,
    submit(request: SearchRequest) {
      if (shouldOfferPromotion(request.category, flows, { isOnResults })) setPending({ request, ask: 'promotion' });
      else proceed({ ...request, shouldAddPromotion: false });
    },
    answerPromotion(addPromotion: boolean) {
      if (!pending) return;
      setPending(null);
      proceed({ ...pending.request, shouldAddPromotion: addPromotion });
    },
    chooseState(stateCode: string) {
      if (!pending) return;
      setPending(null);
      go(pending.request, stateCode);
    },
    cancel() {
      setPending(null);
    },
  };
}
