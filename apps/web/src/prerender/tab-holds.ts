import { holdsBooking } from '@/features/confirmation/model/confirmation-view';
import { holdsTime, opensOnPatientDetails } from '@/features/schedule/model/form-opening';
import { createSchedulerStore } from '@/lib/scheduler-store/scheduler-store';

/** Set on <html> by the tab guard script: what this tab holds, as space-separated words. */
export const TAB_HOLDS_ATTRIBUTE = 'data-tab-holds';
/** On a prerendered page area that only a tab holding that word may see (global.css hides it otherwise). */
export const SHELL_NEEDS_ATTRIBUTE = 'data-shell-needs';

/**
 * What a prerendered view may depend on: a booking to confirm, or a held time whose patient form opens on the
 * patient's details.
 */
export type TabHolding = 'booking' | 'hold';

/**
 * What the tab's scheduler store holds that a prerendered view depends on, read as the app reads it. Storage
 * that cannot be read holds nothing, so a view that claims something stays hidden.
 */
export function tabHoldings(storage: () => Storage | undefined): TabHolding[] {
  try {
    const tab = storage();
    const state = createSchedulerStore(tab).get();
    const holdings: TabHolding[] = [];
    if (holdsBooking(state)) holdings.push('booking');
    if (holdsTime(state) && opensOnPatientDetails(() => tab)) holdings.push('hold');
    return holdings;
  } catch {
    return [];
  }
}
