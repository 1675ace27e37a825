import type { ProviderAvailability } from '@hs/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { type LinkedSlot, linkedSlotIn } from '@/features/results/model/linked-slot';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { type SlotSelection, selectionOf } from '@/features/results/model/slot-selection';
import { recordFlowEvent } from '@/lib/analytics/analytics';
import type { SearchState } from '@/lib/search/search-state';

/**
 * A visit that came by a booking link of the open availability feed (decision 059): its flow starts here, counted
 * once as a booking link's, and the time the link names is chosen as soon as the clinic's times arrive. When it
 * was taken meanwhile, the answer names the clinic's nearest free times instead.
 */
export function useLinkedSlot(input: {
  search: SearchState;
  plan: ResultsPlan;
  isReady: boolean;
  list: readonly ProviderAvailability[] | undefined;
  onSelect: (selection: SlotSelection) => void;
}): LinkedSlot {
  const { search, plan, isReady, list, onSelect } = input;
  const linked = useMemo(() => linkedSlotIn(list, search), [list, search]);

  const started = useRef(false);
  useEffect(() => {
    if (!search.slot || !isReady || started.current) return;
    started.current = true;
    recordFlowEvent('start-flow', { flow: plan.flow, category: search.type, entry: 'booking-link' });
  }, [search.slot, search.type, isReady, plan.flow]);

  const chosen = useRef(false);
  useEffect(() => {
    if (linked.kind !== 'found' || !search.clinic || chosen.current) return;
    chosen.current = true;
    onSelect(selectionOf(search.clinic, linked.slot));
  }, [linked, search.clinic, onSelect]);

  return linked;
}
