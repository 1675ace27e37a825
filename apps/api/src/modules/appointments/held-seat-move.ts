import type { RescheduleResponse } from '@hs/contracts';
import type { Language } from '@hs/domain';
import type { Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { alreadyCanceled, appointmentNotFound } from './appointments.errors.js';
import { lockSeries } from './manage.repository.js';
import { moveLockedSeries } from './series-move.js';

/**
 * Moves a booked appointment to a seat held for it (a waitlist's earlier offer, decision 060) inside the caller's
 * transaction: the reschedule path, so the old seat is given back only as the new one is taken, never cancelled
 * first. Whoever calls this has checked who asks: the patient proved the appointment when joining the waitlist.
 */
export async function moveToHeldSeat(
  tx: SchedulingContext['db'],
  ctx: SchedulingContext,
  secrets: Secrets,
  move: {
    appointmentId: string;
    dateTime: string;
    locationNumber: string;
    reservationCode: string;
    language?: Language;
  },
): Promise<RescheduleResponse> {
  const series = await lockSeries(tx, move.appointmentId);
  const target = series.find((row) => row.id === move.appointmentId);
  if (!target) throw appointmentNotFound();
  if (target.status === 'CANCELED') throw alreadyCanceled();
  const { appointmentId: _, ...body } = move;
  // An earlier offer is never the seat the appointment has.
  return moveLockedSeries(tx, ctx, secrets, { series, target, body, confirmCode: undefined, ontoOwnSeats: 'move' });
}
