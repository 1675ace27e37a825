import type { CategoryConfig } from '@hs/content';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import type { SearchState } from '@/lib/search/search-state';

/**
 * §2 redirect rules: results go back to the search form when location, date, type or serviceIds are missing,
 * when the category is switched off, or, on the follow-up screen, when no first appointment is held.
 */
export function mustLeaveResults(input: {
  search: SearchState;
  category: CategoryConfig | undefined;
  mode: 'results' | 'followup';
  scheduler: SchedulerState;
}): boolean {
  const { search, category, mode, scheduler } = input;
  if (!search.location || !search.date || !search.type || search.serviceIds.length === 0) return true;
  if (category?.isDisabled) return true;
  return mode === 'followup' && (!scheduler.appointment || !scheduler.provider);
}
