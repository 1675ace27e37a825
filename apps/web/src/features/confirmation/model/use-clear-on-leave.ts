import { useEffect } from 'react';
import { type SchedulerStore, schedulerStore } from '@/lib/scheduler-store/scheduler-store';

/** Removes the booked appointment, its follow-up, provider and the patient's display copy. */
function clearConfirmedAppointment(store: SchedulerStore = schedulerStore): void {
  if (store.get().patient) store.update({ patient: undefined });
  store.clearAppointment();
}

let mountedPages = 0;

/**
 * §2: leaving confirmation clears the stored appointment. It happens when the page unmounts, i.e. on a
 * navigation inside the app. A reload never unmounts (the document is simply replaced), so a refresh
 * keeps the appointment in sessionStorage and shows the page again. The clear waits one task so that an
 * immediate remount (React's development double-mount) does not count as leaving.
 */
export function useClearOnLeave(enabled: boolean, store: SchedulerStore = schedulerStore): void {
  useEffect(() => {
    if (!enabled) return;
    mountedPages += 1;
    return () => {
      mountedPages -= 1;
      setTimeout(() => {
        if (mountedPages === 0) clearConfirmedAppointment(store);
      }, 0);
    };
  }, [enabled, store]);
}
