import { type Reservation, type ReservationRequest, reservationsPath } from '@hs/contracts';
import { apiSend } from '@/lib/api/api-client';
import { releaseHold } from '@/lib/scheduler-store/release-held-appointment';
import { type SchedulerStore, schedulerStore } from '@/lib/scheduler-store/scheduler-store';

/** §7: holds a slot; the answer carries the reservation code and when the hold lapses. */
export async function reserveSlot(body: ReservationRequest): Promise<Reservation> {
  const response = await apiSend('POST', reservationsPath, body);
  return response.data.appointmentReservations;
}

/**
 * §4: arriving at results releases the held appointment and follow-up (the follow-up screen only its own
 * follow-up). The store forgets them at once rather than after the calls, so a time chosen meanwhile is
 * never wiped. Booked appointments (with an id) are not holds and are left to the confirmation screen.
 */
export function releaseHeldTimes(which: 'all' | 'followup', store: SchedulerStore = schedulerStore): void {
  const { appointment, followup } = store.get();
  if (which === 'followup') {
    if (!followup || followup.id) return;
    if (followup.reservationCode) releaseHold(followup.reservationCode);
    store.setFollowup(undefined);
    return;
  }
  if (!appointment || appointment.id) return;
  for (const code of [appointment.reservationCode, followup?.reservationCode]) {
    if (code) releaseHold(code);
  }
  store.clearAppointment();
}
