import { releaseHold } from '@/lib/scheduler-store/release-held-appointment';
import { type SchedulerStore, schedulerStore } from '@/lib/scheduler-store/scheduler-store';

/**
 * Quitting the flow lets the held times go (DELETE each reservation) and forgets them. A release that fails
 * only leaves a hold that lapses by itself, so failures are dropped.
 */
export function releaseHolds(store: SchedulerStore = schedulerStore): void {
  const { appointment, followup } = store.get();
  if (!appointment || appointment.id) return;
  for (const code of [appointment.reservationCode, followup?.reservationCode]) {
    if (code) releaseHold(code);
  }
  store.clearAppointment();
}
