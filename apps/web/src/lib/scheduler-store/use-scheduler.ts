import { useSyncExternalStore } from 'react';
import type { SchedulerState } from './scheduler-state';
import { type SchedulerStore, schedulerStore } from './scheduler-store';

/** The current scheduler state; re-renders when it changes. */
export function useScheduler(store: SchedulerStore = schedulerStore): SchedulerState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
