import type { AppointmentDetails, CancelResponse } from '@hs/contracts';
import type { BusinessName } from '@hs/domain';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { appendAudit } from '#api/modules/audit';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import { deleteBookingClaims, type SchedulingContext } from '#api/modules/slot-inventory';
import { alreadyCanceled, appointmentNotFound } from './appointments.errors.js';
import {
  type AppointmentSummaryRow,
  bookedFollowupIds,
  findAppointmentSummaries,
  lockAppointment,
  markCanceled,
} from './appointments.repository.js';
import { queueChangeMessages } from './change-messages.js';
import { confirmCodeMatches } from './confirm-code.js';
import { beginConfirmGuess } from './guess-limits.js';

interface ConfirmedRequest {
  id: string;
  confirmCode: string;
  clientIp: string;
}

/**
 * §4 Cancel: cancelling a first appointment cancels its follow-up too; cancelling a follow-up cancels only
 * it. Seats are given back at once. 409 when the appointment is already canceled.
 */
export async function cancel(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: ConfirmedRequest,
) {
  const now = ctx.clock.now();
  const attempt = await beginConfirmGuess({ counter, secrets, config: ctx.config }, request.clientIp);
  const outcome = await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const appointment = await lockAppointment(tx, request.id);
      if (!confirmCodeMatches(secrets, appointment?.confirmCodeHash, request.confirmCode) || !appointment) {
        return { kind: 'not-found' } as const;
      }
      if (appointment.status === 'CANCELED') return { kind: 'already-canceled' } as const;
      const followups = appointment.firstAppointmentId === null ? await bookedFollowupIds(tx, appointment.id) : [];
      const canceled = [appointment.id, ...followups];
      await markCanceled(tx, canceled, now);
      await deleteBookingClaims(tx, canceled);
      await queueChangeMessages(tx, ctx, secrets, {
        event: 'cancellation',
        ids: canceled,
        named: { id: appointment.id, confirmCode: request.confirmCode },
      });
      await appendAudit(
        tx,
        canceled.map((id) => ({
          action: 'cancel' as const,
          at: now,
          appointmentId: id,
          requestId: ctx.requestId,
          detail: id === appointment.id ? { requested: true } : { withFirstAppointment: appointment.id },
        })),
      );
      return { kind: 'canceled', canceled } as const;
    }),
  );
  if (outcome.kind === 'not-found') throw appointmentNotFound();
  await attempt.succeeded();
  if (outcome.kind === 'already-canceled') throw alreadyCanceled();
  const response: CancelResponse = {
    data: { data: { id: request.id, status: 'CANCELED', canceled: outcome.canceled } },
  };
  return response;
}

/** What the cancel page shows about an appointment: where, when and what, never who (no patient data). */
export async function appointmentDetails(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: ConfirmedRequest,
): Promise<AppointmentDetails> {
  const attempt = await beginConfirmGuess({ counter, secrets, config: ctx.config }, request.clientIp);
  const rows = await findAppointmentSummaries(ctx.db, request.id);
  const appointment = rows.find((row) => row.id === request.id);
  if (!confirmCodeMatches(secrets, appointment?.confirmCodeHash, request.confirmCode) || !appointment) {
    throw appointmentNotFound();
  }
  await attempt.succeeded();
  const followup = appointment.firstAppointmentId === null ? rows.find((row) => row.id !== appointment.id) : undefined;
  return {
    id: appointment.id,
    businessName: appointment.businessName as BusinessName,
    provider: {
      providerId: appointment.providerId,
      name: appointment.providerName,
      phone: appointment.providerPhone,
    },
    isFollowup: appointment.firstAppointmentId !== null,
    ...slotSummary(appointment),
    followupAppointment: followup ? slotSummary(followup) : null,
  };
}

function slotSummary(row: AppointmentSummaryRow) {
  return {
    status: row.status,
    timestamp: new Date(row.startsAt).toISOString(),
    timezone: row.timeZone,
    services: row.services,
  };
}
