import { useState } from 'react';
import type { HoldKind } from '@/features/results/model/slot-selection';
import { chooseSlot, type SlotSelection } from '@/features/results/model/slot-selection';
import type { SearchState } from '@/lib/search/search-state';
import type { ResultsSettings } from './use-results-settings';
import { useSlotContinue } from './use-slot-continue';

/** The time chosen on a results screen, and Continue with it (§4). */
export function useSlotChoice(kind: HoldKind, search: SearchState, settings: ResultsSettings) {
  const [selected, setSelected] = useState<SlotSelection>();
  const continueWith = useSlotContinue({
    kind,
    plan: settings.plan,
    search,
    category: settings.category?.category ?? search.type,
    catalog: settings.catalog,
    reservationsOn: settings.reservationsOn,
    submitWithLicensureState: settings.submitWithLicensureState,
  });
  // A time taken meanwhile is gone from the refreshed calendar, so it is no longer the selection either.
  const onContinue: typeof continueWith = async (selection, provider) => {
    const outcome = await continueWith(selection, provider);
    if (outcome === 'justBooked') setSelected(undefined);
    return outcome;
  };
  const onSelect = (next: SlotSelection) => setSelected((current) => chooseSlot(current, next).selection);
  return { selected, onSelect, onContinue };
}
