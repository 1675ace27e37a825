import type { Reservation, ReservationRequest } from '@hs/contracts';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { DomainError } from '#api/domain-error.js';
import type { IdempotentRequest } from '#api/modules/appointments';
import { appendAudit } from '#api/modules/audit';
import { randomToken } from '#api/modules/security';
import {
  againIfRulesChanged,
  choosableProviders,
  claimCells,
  deleteHold,
  findBookableServices,
  providerProblem,
  RulesChangedError,
  resolveServices,
  type SchedulingContext,
  SlotTakenError,
  slotAtWallClock,
  slotProblem,
  visitMinutes,
} from '#api/modules/slot-inventory';

const slotTaken = () =>
  new DomainError(
    'conflict',
    'SLOT_TAKEN',
    'Unfortunately, the time selected was just booked. Please select a new time.',
  );

/**
 * What a hold answers, and a retry with its Idempotency-Key is answered again: our own reservation, or another
 * API's rendering of it (FHIR's Bundle), kept as it was given, as a booking's is (`BookingAnswer`).
 */
export interface ReservationAnswer<A> {
  idempotent: IdempotentRequest | null;
  of(reservation: Reservation): A;
}

/** What a hold answered with a key: 200, FHIR's status for $hold (our own endpoint takes no key). */
const HOLD_ANSWERED = 200;

/**
 * Holds a seat for HOLD_MINUTES (§4 "Continue reserves the appointment"). With a licensure state the first
 * licensed provider with a free seat gets the hold; the reservation time is read on that provider's clock.
 */
export function reserve(ctx: SchedulingContext, body: ReservationRequest): Promise<Reservation> {
  return reserveAnswering(ctx, body, { idempotent: null, of: (reservation) => reservation });
}

/**
 * `reserve`, answering (and remembering for the key) what `answer` makes of the hold. The key is taken in the
 * hold's own transaction, so copies sent together hold one seat and a hold is never kept without its answer. A
 * caller with a key calls it through `answeredOnce`, which answers a retry before anything is looked up (by then
 * the time may be too near, or the first hold's seat the last one).
 */
export function reserveAnswering<A>(
  ctx: SchedulingContext,
  body: ReservationRequest,
  answer: ReservationAnswer<A>,
): Promise<A> {
  return againIfRulesChanged(() => reserveOnce(ctx, body, answer), slotTaken);
}

async function reserveOnce<A>(
  ctx: SchedulingContext,
  body: ReservationRequest,
  answer: ReservationAnswer<A>,
): Promise<A> {
  const now = ctx.clock.now();
  const { idempotent } = answer;
  const { rows, overrides } = await findBookableServices(ctx.db, [body.serviceId]);
  const resolved = resolveServices(rows, [body.serviceId], body.businessName, 'serviceId', overrides);
  const providers = await choosableProviders(ctx.db, {
    serviceIds: [body.serviceId],
    locationNumber: body.locationNumber,
    licensureState: body.licensureState,
    now,
  });

  const slotMinutes = visitMinutes(resolved.services);
  let firstProblem: DomainError | null = null;
  const candidates = providers.flatMap((provider) => {
    const problem = providerProblem(provider, resolved, body.businessName);
    if (problem) {
      firstProblem ??= new DomainError('invalid', 'LOCATION_UNAVAILABLE', problem, { field: 'locationNumber' });
      return [];
    }
    const start = slotAtWallClock(provider, slotMinutes, body.reservationTime);
    const slot = start ? slotProblem(provider, resolved, start, now) : 'The time is not an appointment time here.';
    if (slot || !start) {
      firstProblem ??= new DomainError('invalid', 'INVALID_SLOT', slot ?? 'Invalid time.', {
        field: 'reservationTime',
      });
      return [];
    }
    return [{ provider, start }];
  });
  if (candidates.length === 0) throw firstProblem ?? slotTaken();

  const reservationCode = randomToken();
  const expiresAt = new Date(now.getTime() + ctx.config.HOLD_MINUTES * 60_000);

  return retryOnConflict(() =>
    ctx.db.transaction(async (tx): Promise<A> => {
      const replay = idempotent ? await idempotent.takeOrReplay(tx, now) : null;
      if (replay) return replay.body as A;
      for (const candidate of candidates) {
        const claim = {
          providerId: candidate.provider.id,
          rulesVersion: candidate.provider.rulesVersion,
          capacity: candidate.provider.slotCapacity,
          start: candidate.start,
          slotMinutes,
          serviceId: body.serviceId,
          now,
        };
        const hold = { kind: 'hold', reservationCode, expiresAt } as const;
        try {
          // With a choice, each candidate in its own savepoint: a half-claimed visit at one provider is undone
          // before the next. A single candidate needs none: losing its seat rolls the whole transaction back.
          if (candidates.length === 1) await claimCells(tx, claim, hold);
          else await tx.transaction((savepoint) => claimCells(savepoint, claim, hold));
        } catch (error) {
          if (error instanceof SlotTakenError && !(error instanceof RulesChangedError)) continue;
          throw error;
        }
        await appendAudit(tx, [
          {
            action: 'reserve',
            at: now,
            providerId: candidate.provider.id,
            reservationCode,
            requestId: ctx.requestId,
            detail: { serviceId: body.serviceId, startsAt: candidate.start.toISOString(), slotMinutes, expiresAt },
          },
        ]);
        const given = answer.of({
          reservationCode,
          expiresAt: expiresAt.toISOString(),
          providerId: candidate.provider.id,
          timestamp: candidate.start.toISOString(),
          timezone: candidate.provider.timeZone,
          serviceId: body.serviceId,
        });
        await idempotent?.remember(tx, HOLD_ANSWERED, given);
        return given;
      }
      throw slotTaken();
    }),
  );
}

/** Gives a hold back. Idempotent: an unknown, expired or already released code is not an error. */
export async function release(ctx: SchedulingContext, reservationCode: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => releaseIn(tx, ctx.requestId, reservationCode, now));
}

/** Gives a hold back inside the caller's transaction, recorded as a release; nothing when it is already gone. */
export async function releaseIn(
  tx: SchedulingContext['db'],
  requestId: string,
  reservationCode: string,
  now: Date,
): Promise<void> {
  const released = await deleteHold(tx, reservationCode);
  const first = released[0];
  if (!first) return;
  await appendAudit(tx, [
    {
      action: 'release',
      at: now,
      providerId: first.providerId,
      reservationCode,
      requestId,
      detail: { cells: released.length, startsAt: new Date(first.startsAt).toISOString() },
    },
  ]);
}
