import type { RescheduleResponse } from '@hs/contracts';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import type { Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { alreadyCanceled, appointmentNotFound } from './appointments.errors.js';
import { openConfirmCode } from './confirm-code.js';
import { lockSeries } from './manage.repository.js';
import type { MoveRequest } from './reschedule-plan.js';
import { moveLockedSeries } from './series-move.js';

/**
 * A clinic moves a booked appointment to another time at the same place, by the rules and in the transaction of
 * the patient's own move: the new seat from the clinic's hold, the old one given back, and the patient told
 * with the moved message, which carries their code as when they move it themselves. No code is asked, so the
 * staff console that calls this must have checked who asks.
 */
export function rescheduleByClinic(
  ctx: SchedulingContext,
  secrets: Secrets,
  request: { id: string; body: Omit<MoveRequest, 'locationNumber' | 'licensureState'> },
): Promise<RescheduleResponse> {
  return retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const series = await lockSeries(tx, request.id);
      const target = series.find((row) => row.id === request.id);
      if (!target) throw appointmentNotFound();
      if (target.status === 'CANCELED') throw alreadyCanceled();
      const confirmCode = target.confirmCodeSealed
        ? openConfirmCode(secrets, target.confirmCodeSealed, target.id)
        : undefined;
      return moveLockedSeries(tx, ctx, secrets, {
        series,
        target,
        body: request.body,
        confirmCode,
        ontoOwnSeats: 'move',
      });
    }),
  );
}
