import { reservationPath } from '@hs/contracts';
import { z } from 'zod';
import { apiSend } from '../api-client';
import { type SchedulerStore, schedulerStore } from './scheduler-store';

const NoContent = z.unknown();

/**
 * §2: main, prescreen and results start a new choice, so whatever was held is let go: the holds of the
 * appointment and its follow-up are released (DELETE), and the store forgets appointment, follow-up and provider.
 * The store is cleared at once rather than after the calls, so a slot chosen meanwhile is never wiped;
 * a release that fails only leaves a hold that lapses by itself.
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
