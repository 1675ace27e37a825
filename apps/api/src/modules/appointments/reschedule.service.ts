import type { MovedAppointment, RescheduleRequest, RescheduleResponse } from '@hs/contracts';
import type { Language } from '@hs/domain';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { DomainError } from '#api/domain-error.js';
import { appendAudit } from '#api/modules/audit';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import { bookCells, deleteBookingClaims, type SchedulingContext, SlotTakenError } from '#api/modules/slot-inventory';
import { alreadyBooked, alreadyCanceled, appointmentNotFound, slotTaken } from './appointments.errors.js';
import { queueChangeMessages } from './change-messages.js';
import { confirmCodeMatches } from './confirm-code.js';
import { beginConfirmGuess } from './guess-limits.js';
import { IdempotentRequest, type Replay } from './idempotency.js';
import { lockDayHasOtherBooked, lockSeries, type MovableAppointment, moveAppointment } from './manage.repository.js';
import { identityOfRecord, openPatientRecord, patientKeys } from './patient-record.js';
import { type MovePlan, planMove } from './reschedule-plan.js';
import { seatClaim } from './seat-claim.js';

interface RescheduleOutcome {
  status: 200;
  body: RescheduleResponse;
}

type Attempted = { kind: 'not-found' } | { kind: 'canceled' } | { kind: 'done'; outcome: RescheduleOutcome };

/**
 * Moves a booked appointment (and its follow-up, which must move with it) in one transaction: the new seats
 * are claimed (from the visitor's hold where it still stands), the old ones given back and an audit row written.
 * A lost seat is the spec's 409 and leaves the appointment as it was. The id and the confirmation code stay;
 * the sequence counts the move, for calendars. An Idempotency-Key replays the first answer.
 */
export async function reschedule(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: { id: string; body: RescheduleRequest; clientIp: string },
  idempotencyKey: string | undefined,
): Promise<RescheduleOutcome> {
  const now = ctx.clock.now();
  const idempotent = idempotencyKey
    ? new IdempotentRequest(secrets, idempotencyKey, { reschedule: request.id, ...request.body })
    : null;
  const earlier = await idempotent?.earlierAnswer(ctx.db);
  if (earlier) return earlier as RescheduleOutcome;

  const attempt = await beginConfirmGuess({ counter, secrets, config: ctx.config }, request.clientIp);
  let attempted: Attempted;
  try {
    attempted = await retryOnConflict(() =>
      ctx.db.transaction(async (tx): Promise<Attempted> => {
        const replay: Replay | null = idempotent ? await idempotent.takeOrReplay(tx, now) : null;
        if (replay) return { kind: 'done', outcome: replay as RescheduleOutcome };
        const series = await lockSeries(tx, request.id);
        const target = series.find((row) => row.id === request.id);
        if (!confirmCodeMatches(secrets, target?.confirmCodeHash, request.body.confirmCode) || !target) {
          await idempotent?.release(tx);
          return { kind: 'not-found' };
        }
        if (target.status === 'CANCELED') {
          await idempotent?.release(tx);
          return { kind: 'canceled' };
        }
        const first = series.find((row) => row.id === target.firstAppointmentId) ?? null;
        const followup =
          target.firstAppointmentId === null
            ? (series.find((row) => row.firstAppointmentId === target.id && row.status === 'BOOKED') ?? null)
            : null;
        const plan = await planMove(tx, { target, first, followup }, request.body, now);
        const patient = { keys: patientKeysOf(secrets, target), language: request.body.language };
        const body = await applyMove(tx, ctx, plan, patient, now);
        await queueChangeMessages(tx, ctx, secrets, {
          event: plan.provider.id === target.providerId ? 'reschedule' : 'relocation',
          ids: plan.moves.map((move) => move.appointment.id),
          named: { id: target.id, confirmCode: request.body.confirmCode },
        });
        await idempotent?.remember(tx, 200, body);
        return { kind: 'done', outcome: { status: 200, body } };
      }),
    );
  } catch (error) {
    // The code was right: a refusal for another reason is no failed guess.
    if (error instanceof DomainError) await attempt.succeeded();
    throw error;
  }
  if (attempted.kind === 'not-found') throw appointmentNotFound();
  await attempt.succeeded();
  if (attempted.kind === 'canceled') throw alreadyCanceled();
  return attempted.outcome;
}

/**
 * The patient's hash under every listed key, from the sealed record: the stored one alone would miss the
 * patient's other bookings while a rotation is re-keying them.
 */
function patientKeysOf(secrets: Secrets, appointment: MovableAppointment): string[] {
  const record = openPatientRecord(secrets, appointment.patientData, appointment.id);
  return patientKeys(secrets, identityOfRecord(record));
}

async function applyMove(
  tx: SchedulingContext['db'],
  ctx: SchedulingContext,
  plan: MovePlan,
  patient: { keys: readonly string[]; language: Language | undefined },
  now: Date,
): Promise<RescheduleResponse> {
  const { language } = patient;
  const moving = plan.moves.map((move) => move.appointment.id);
  // Day locks in day order, so two moves of one patient never wait on each other in a cycle.
  for (const move of [...plan.moves].sort((a, b) => a.localDate.localeCompare(b.localDate))) {
    if (await lockDayHasOtherBooked(tx, patient.keys, move.localDate, move.appointment.serviceIds, moving)) {
      throw alreadyBooked();
    }
  }

  // The old seats go first, so a move to an overlapping time can reuse them; a lost seat rolls all of it back.
  await deleteBookingClaims(tx, moving);
  const moved: MovedAppointment[] = [];
  for (const move of plan.moves) {
    const { appointment } = move;
    const claim = seatClaim(plan.provider, { ...move, serviceIds: appointment.serviceIds }, appointment.id, now);
    try {
      await bookCells(tx, claim, move.reservationCode);
    } catch (error) {
      if (error instanceof SlotTakenError) throw slotTaken();
      throw error;
    }
    const sequence = await moveAppointment(tx, {
      id: appointment.id,
      providerId: plan.provider.id,
      startsAt: move.start,
      timeZone: plan.provider.timeZone,
      localDate: move.localDate,
      language,
    });
    moved.push({
      id: appointment.id,
      timestamp: move.start.toISOString(),
      timezone: plan.provider.timeZone,
      providerId: plan.provider.id,
      serviceIds: appointment.serviceIds,
      status: 'BOOKED',
      sequence,
      durationMinutes: move.slotMinutes,
    });
  }
  await appendAudit(
    tx,
    plan.moves.map((move) => ({
      action: 'reschedule' as const,
      at: now,
      providerId: plan.provider.id,
      appointmentId: move.appointment.id,
      reservationCode: move.reservationCode ?? null,
      requestId: ctx.requestId,
      detail: {
        from: { providerId: move.appointment.providerId, startsAt: move.appointment.startsAt.toISOString() },
        to: { providerId: plan.provider.id, startsAt: move.start.toISOString(), slotMinutes: move.slotMinutes },
      },
    })),
  );
  const [appointment, followupAppointment] = moved;
  return { data: { appointment: appointment!, ...(followupAppointment ? { followupAppointment } : {}) } };
}
