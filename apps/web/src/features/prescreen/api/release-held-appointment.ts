import { reservationPath } from '@hs/contracts';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { type SchedulerStore, schedulerStore } from '../../../lib/scheduler-store/scheduler-store';

const NoContent = z.unknown();

/**
 * §2: visiting the prescreen clears any held appointment. The holds of the appointment and its follow-up
 * are released (DELETE), then the store forgets appointment, follow-up and provider. The store does not
 * wait for the answers: a release that fails only leaves a hold that lapses by itself.
 */
export function releaseHeldAppointment(store: SchedulerStore = schedulerStore): void {
  const { appointment, followup, provider } = store.get();
  if (!appointment && !followup && !provider) return;
  for (const code of [appointment?.reservationCode, followup?.reservationCode]) {
    if (!code) continue;
    const path = reservationPath.replace(':reservationCode', encodeURIComponent(code));
    apiSend('DELETE', path, undefined, NoContent).catch(() => {});
  }
  store.clearAppointment();
}
