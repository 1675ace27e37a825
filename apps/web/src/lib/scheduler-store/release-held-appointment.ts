import { reservationPath } from '@hs/contracts';
import { apiSend } from '@/lib/api/api-client';
import { type SchedulerStore, schedulerStore } from './scheduler-store';

/** Lets a hold go. A release that fails only leaves a hold that lapses by itself, so failures are dropped. */
export function releaseHold(reservationCode: string): void {
  apiSend('DELETE', reservationPath, undefined, { params: { reservationCode } }).catch(() => {});
}

/**
 * §2: main and prescreen start a new choice, so whatever was held is let go: the holds of the
 * appointment and its follow-up are released (DELETE), and the store forgets appointment, follow-up and provider.
 * The store is cleared at once rather than after the calls, so a slot chosen meanwhile is never wiped.
 */
export function releaseHeldAppointment(store: SchedulerStore = schedulerStore): void {
  const { appointment, followup, provider } = store.get();
  if (!appointment && !followup && !provider) return;
  for (const code of [appointment?.reservationCode, followup?.reservationCode]) {
    if (code) releaseHold(code);
  }
  store.clearAppointment();
}
