import { retryOnConflict } from '#api/db/transaction-retry.js';
import { appendAudit } from '#api/modules/audit';
import type { Secrets } from '#api/modules/security';
import { deleteBookingClaims, type SchedulingContext } from '#api/modules/slot-inventory';
import { bookedFollowupIds, lockAppointment, markCanceled } from './appointments.repository.js';
import { queueChangeMessages } from './change-messages.js';

/**
 * A clinic cancels booked appointments (a closure, a provider away): each with its follow-ups, as when a patient
 * cancels, its seats given back and its patient told by e-mail and, with consent, by text that the clinic had to
 * cancel. No code is asked, so the staff console that calls this must have checked who asks. Appointments
 * already canceled are left as they are; resolves to the ids this call canceled.
 */
export async function cancelByClinic(
  ctx: SchedulingContext,
  secrets: Secrets,
  /** `reason`: the staff's own words, kept in the audit log (patients get the clinic's standard message). */
  request: { appointmentIds: readonly string[]; reason?: string },
): Promise<string[]> {
  const now = ctx.clock.now();
  return retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const canceled = new Set<string>();
      // Locks in id order, so two closures that share appointments never wait on each other in a cycle.
      for (const id of [...new Set(request.appointmentIds)].sort()) {
        const appointment = await lockAppointment(tx, id);
        if (appointment?.status !== 'BOOKED') continue;
        canceled.add(id);
        if (appointment.firstAppointmentId === null) {
          for (const followup of await bookedFollowupIds(tx, id)) canceled.add(followup);
        }
      }
      const ids = [...canceled];
      await markCanceled(tx, ids, now);
      await deleteBookingClaims(tx, ids);
      await queueChangeMessages(tx, ctx, secrets, { event: 'clinic-cancellation', ids });
      await appendAudit(
        tx,
        ids.map((id) => ({
          action: 'cancel' as const,
          at: now,
          appointmentId: id,
          requestId: ctx.requestId,
          detail: request.reason ? { byClinic: true, reason: request.reason } : { byClinic: true },
        })),
      );
      return ids;
    }),
  );
}
