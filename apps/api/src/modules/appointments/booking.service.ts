import type { BookedAppointment, BookingRequest, BookingResponse } from '@hs/contracts';
import { DEFAULT_LANGUAGE } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import type { AuditEntry } from '#api/modules/audit';
import { messagesFor } from '#api/modules/notifications';
import { randomToken, type Secrets } from '#api/modules/security';
import {
  againIfRulesChanged,
  bookCells,
  RulesChangedError,
  type SchedulingContext,
  SlotTakenError,
} from '#api/modules/slot-inventory';
import { alreadyBooked, slotTaken } from './appointments.errors.js';
import { type AppointmentInsert, insertAppointmentsWithAudit, lockDayHasBooked } from './appointments.repository.js';
import { type PlannedBooking, type PlannedVisit, planBooking } from './booking-plan.js';
import { hashConfirmCode, newConfirmCode, sealConfirmCode } from './confirm-code.js';
import { answeredOnce, type IdempotentRequest, type Replay } from './idempotency.js';
import { contactOfBooking } from './patient-contact.js';
import { patientKey, patientKeys, sealPatientRecord } from './patient-record.js';
import { seatClaim } from './seat-claim.js';

export interface BookingOutcome<A = BookingResponse> {
  /** Only successful bookings are remembered, so a replay is a 201 too. */
  status: 201;
  body: A;
}

/**
 * What a booking answers, and a retry with its Idempotency-Key is answered again: our own response, or another
 * API's rendering of it (FHIR's Bundle), kept as it was given. The key is bound to the request as its sender sent
 * it, which a retry must repeat.
 */
export interface BookingAnswer<A> {
  idempotent: IdempotentRequest | null;
  of(response: BookingResponse): A;
}

/**
 * What a caller does inside the booking's transaction: first (a waitlist offer is locked and checked, so of many
 * bookings of one offer only one gets past), and once the booking is written (the offer is marked used).
 */
export interface BookingHooks {
  before(tx: Database): Promise<void>;
  after(tx: Database, booked: BookingResponse): Promise<void>;
}

/**
 * Books the first appointment and its optional follow-up in one transaction (§4): each visit converts its
 * hold or claims free seats directly. 409 when a seat is gone, 429 when the patient already has the service
 * that day; on any failure nothing is written. An Idempotency-Key replays the first answer.
 */
export function book(
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest,
  idempotencyKey: string | undefined,
): Promise<BookingOutcome> {
  return answeredOnce(
    { secrets, db: ctx.db, key: idempotencyKey, request: body },
    (idempotent) => bookAnswering(ctx, secrets, body, { idempotent, of: (response) => response }),
    (replay) => replay as BookingOutcome,
  );
}

/**
 * `book`, answering (and remembering for the key) what `answer` makes of the booking. A caller with a key calls it
 * through `answeredOnce`, which answers a retry before anything is looked up.
 */
export function bookAnswering<A>(
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest,
  answer: BookingAnswer<A>,
  hooks?: BookingHooks,
): Promise<BookingOutcome<A>> {
  return againIfRulesChanged(() => bookOnce(ctx, secrets, body, answer, hooks), slotTaken);
}

async function bookOnce<A>(
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest,
  answer: BookingAnswer<A>,
  hooks: BookingHooks | undefined,
): Promise<BookingOutcome<A>> {
  const now = ctx.clock.now();
  const { idempotent } = answer;
  const plans = await planBooking(ctx.db, body, now);
  const patient = { key: patientKey(secrets, body.basicInfo), underEveryKey: patientKeys(secrets, body.basicInfo) };

  return retryOnConflict(() =>
    ctx.db.transaction(async (tx): Promise<BookingOutcome<A>> => {
      const replay: Replay | null = idempotent ? await idempotent.takeOrReplay(tx, now) : null;
      if (replay) return replay as BookingOutcome<A>;
      await hooks?.before(tx);
      for (const plan of plans) {
        let response: BookingResponse;
        try {
          // A savepoint lets a failed provider give way to the next; a single choice needs none.
          response =
            plans.length === 1
              ? await bookPlan(tx, ctx, secrets, body, plan, patient)
              : await tx.transaction((savepoint) => bookPlan(savepoint, ctx, secrets, body, plan, patient));
        } catch (error) {
          // With a choice of providers the next one may have the seat; otherwise this is the answer. Rules
          // that changed under the plan call for a new plan, not the next provider.
          if (error instanceof SlotTakenError && !(error instanceof RulesChangedError)) continue;
          throw error;
        }
        await hooks?.after(tx, response);
        const given = answer.of(response);
        await idempotent?.remember(tx, 201, given);
        return { status: 201, body: given };
      }
      throw slotTaken();
    }),
  );
}

interface NewAppointment {
  visit: PlannedVisit;
  id: string;
  confirmCode: string;
}

async function bookPlan(
  tx: Database,
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest,
  plan: PlannedBooking,
  patient: { key: string; underEveryKey: string[] },
): Promise<BookingResponse> {
  const now = ctx.clock.now();
  const visits = plan.followup ? [plan.first, plan.followup] : [plan.first];

  // Locks in day order, so two bookings of one patient never wait on each other in a cycle.
  for (const visit of [...visits].sort((a, b) => a.localDate.localeCompare(b.localDate))) {
    if (await lockDayHasBooked(tx, patient.underEveryKey, visit.localDate, visit.serviceIds)) {
      throw alreadyBooked();
    }
  }

  const created: NewAppointment[] = visits.map((visit) => ({
    visit,
    id: randomToken(),
    confirmCode: newConfirmCode(),
  }));
  // Seats first: a request that lost the seat stops here, before sealing and writing the patient's record
  // (the claims' reference to the appointment is checked at commit).
  const audit: AuditEntry[] = [];
  for (const { visit, id } of created) {
    await bookCells(tx, seatClaim(plan.provider, visit, id, now), visit.reservationCode);
    audit.push({
      action: 'book',
      at: now,
      providerId: plan.provider.id,
      appointmentId: id,
      reservationCode: visit.reservationCode ?? null,
      requestId: ctx.requestId,
      detail: { serviceIds: visit.serviceIds, startsAt: visit.start.toISOString(), slotMinutes: visit.slotMinutes },
    });
  }

  const rows = created.map(
    ({ visit, id, confirmCode }): AppointmentInsert => ({
      id,
      confirmCodeHash: hashConfirmCode(secrets, confirmCode),
      confirmCodeSealed: sealConfirmCode(secrets, confirmCode, id),
      hashKeyId: secrets.currentKeyId,
      providerId: plan.provider.id,
      businessName: body.businessName,
      serviceIds: visit.serviceIds,
      startsAt: visit.start,
      timeZone: plan.provider.timeZone,
      localDate: visit.localDate,
      status: 'BOOKED',
      firstAppointmentId: id === created[0]!.id ? null : created[0]!.id,
      patientKey: patient.key,
      patientData: sealPatientRecord(secrets, body, id),
      createdAt: now,
      language: body.language ?? DEFAULT_LANGUAGE,
      referralSource: body.referral?.source ?? null,
      bookingReferral: body.referral?.bookingReferral ?? null,
    }),
  );
  const contact = contactOfBooking(body);
  const messages = ctx.config.NOTIFICATIONS
    ? created.flatMap(({ visit, id, confirmCode }) =>
        messagesFor(secrets, {
          event: 'confirmation',
          appointment: { id, startsAt: visit.start, sequence: 0, confirmCode },
          contact,
          reminderHours: ctx.config.REMINDER_HOURS,
          now,
        }),
      )
    : [];
  await insertAppointmentsWithAudit(tx, rows, audit, messages);

  const [first, followup] = rows.map((row, index) => toBooked(row, created[index]!));
  return { data: { appointments: [first!], ...(followup ? { followupAppointment: followup } : {}) } };
}

function toBooked(row: AppointmentInsert, { confirmCode, visit }: NewAppointment): BookedAppointment {
  return {
    id: row.id,
    confirmCode,
    timestamp: (row.startsAt as Date).toISOString(),
    timezone: row.timeZone,
    providerId: row.providerId,
    serviceIds: row.serviceIds,
    status: 'BOOKED',
    sequence: 0,
    durationMinutes: visit.slotMinutes,
  };
}
