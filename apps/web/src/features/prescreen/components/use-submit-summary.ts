import { useState } from 'react';
import type { ErrorSummaryItem } from '@/components/ui/error-summary';

/**
 * The error summary's items as of the last submit (GOV.UK pattern). Field messages update while the
 * patient types, but the summary only changes on submit, so it never appears mid-typing and steals focus.
 */
export function useSubmitSummary() {
  const [state, setState] = useState<{ items: ErrorSummaryItem[]; attempt: number }>({ items: [], attempt: 0 });
  return {
    items: state.items,
    /** Changes with every failed submit, so the summary takes focus again. */
    focusKey: state.attempt,
    show: (items: ErrorSummaryItem[]) => setState((previous) => ({ items, attempt: previous.attempt + 1 })),
    clear: () => setState((previous) => ({ items: [], attempt: previous.attempt })),
  };
}
