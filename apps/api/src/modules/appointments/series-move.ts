import type { MovedAppointment, RescheduleResponse } from '@hs/contracts';
import type { Language } from '@hs/domain';
import { appendAudit } from '#api/modules/audit';
import { releaseIn } from '#api/modules/reservations';
import type { Secrets } from '#api/modules/security';
import { bookCells, deleteBookingClaims, type SchedulingContext, SlotTakenError } from '#api/modules/slot-inventory';
import { alreadyBooked, slotTaken } from './appointments.errors.js';
import { queueChangeMessages } from './change-messages.js';
import { lockDayHasOtherBooked, type MovableAppointment, moveAppointment } from './manage.repository.js';
import { identityOfRecord, openPatientRecord, patientKeys } from './patient-record.js';
import { type MovePlan, type MoveRequest, planMove } from './reschedule-plan.js';
import { seatClaim } from './seat-claim.js';

/**
 * Moves the booked `target` of a series locked by lockSeries (and the follow-up that must move with it) in the
 * caller's transaction: the booking rules for the new time, the new seats claimed and the old ones given back,
 * an audit row, and the patient's message, which carries `confirmCode` when it is known. Whoever calls this has
 * checked who asks: the patient's code, or a staff member's grants.
 */
export async function moveLockedSeries(
  tx: SchedulingContext['db'],
  ctx: SchedulingContext,
  secrets: Secrets,
  change: {
    series: readonly MovableAppointment[];
    target: MovableAppointment;
    body: MoveRequest;
    confirmCode: string | undefined;
    /**
     * What a move onto the seats the appointments already have does. The patient's move by code: nothing (decision
     * 071), it gives back the holds it names and answers with the appointments as they are. The staff console's
     * move still makes it, as its answer tells the member the patient was sent the moved message; an earlier offer
     * is never the appointment's own seat.
     */
    ontoOwnSeats: 'nothing-to-do' | 'move';
  },
): Promise<RescheduleResponse> {
  const { series, target } = change;
  const now = ctx.clock.now();
  const first = series.find((row) => row.id === target.firstAppointmentId) ?? null;
  const followup =
    target.firstAppointmentId === null
      ? (series.find((row) => row.firstAppointmentId === target.id && row.status === 'BOOKED') ?? null)
      : null;
  const plan = await planMove(tx, { target, first, followup }, change.body, now);
  if (change.ontoOwnSeats === 'nothing-to-do' && keepsEverySeat(plan)) {
    await releaseNamedHolds(tx, ctx, plan, now);
    return answerOf(
      plan,
      plan.moves.map((move) => move.appointment.sequence),
    );
  }
  const patient = { keys: patientKeysOf(secrets, target), language: change.body.language };
  const body = await applyMove(tx, ctx, plan, patient, now);
  await queueChangeMessages(tx, ctx, secrets, {
    event: plan.provider.id === target.providerId ? 'reschedule' : 'relocation',
    ids: plan.moves.map((move) => move.appointment.id),
    named: change.confirmCode ? { id: target.id, confirmCode: change.confirmCode } : undefined,
  });
  return body;
}

/**
 * Whether every appointment the plan moves would stay where it is: with its provider, at its start. The services are
 * always the appointment's own (a move never changes them), so these are its seats. A move sent again without an
 * Idempotency-Key after the first was made asks for this; made, it would count a move and tell the patient of a new
 * time that is not new.
 */
function keepsEverySeat(plan: MovePlan): boolean {
  return plan.moves.every(
    ({ appointment, start }) =>
      appointment.providerId === plan.provider.id && appointment.startsAt.getTime() === start.getTime(),
  );
}

/**
 * The holds a move that keeps its seats named are not needed: given back, as a move gives back what it did not use
 * of a hold, and recorded as a visitor's release of a hold is.
 */
async function releaseNamedHolds(
  tx: SchedulingContext['db'],
  ctx: SchedulingContext,
  plan: MovePlan,
  now: Date,
): Promise<void> {
  for (const { reservationCode } of plan.moves) {
    if (reservationCode) await releaseIn(tx, ctx.requestId, reservationCode, now);
  }
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
  const sequences: number[] = [];
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
    sequences.push(sequence);
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
  return answerOf(plan, sequences);
}

/** A move's answer: each planned appointment where the plan puts it, at its sequence (in the plan's order). */
function answerOf(plan: MovePlan, sequences: readonly number[]): RescheduleResponse {
  const [appointment, followupAppointment] = plan.moves.map(
    (move, index): MovedAppointment => ({
      id: move.appointment.id,
      timestamp: move.start.toISOString(),
      timezone: plan.provider.timeZone,
      providerId: plan.provider.id,
      serviceIds: move.appointment.serviceIds,
      status: 'BOOKED',
      sequence: sequences[index]!,
      durationMinutes: move.slotMinutes,
    }),
  );
  return { data: { appointment: appointment!, ...(followupAppointment ? { followupAppointment } : {}) } };
}
