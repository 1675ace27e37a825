import type { Reservation, ReservationRequest } from '@hs/contracts';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { DomainError } from '#api/domain-error.js';
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
 * Holds a seat for HOLD_MINUTES (§4 "Continue reserves the appointment"). With a licensure state the first
 * licensed provider with a free seat gets the hold; the reservation time is read on that provider's clock.
 */
export function reserve(ctx: SchedulingContext, body: ReservationRequest): Promise<Reservation> {
  return againIfRulesChanged(() => reserveOnce(ctx, body), slotTaken);
}

async function reserveOnce(ctx: SchedulingContext, body: ReservationRequest): Promise<Reservation> {
  const now = ctx.clock.now();
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

  const chosen = await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
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
        return candidate;
      }
      throw slotTaken();
    }),
  );

  return {
    reservationCode,
    expiresAt: expiresAt.toISOString(),
    providerId: chosen.provider.id,
    timestamp: chosen.start.toISOString(),
    timezone: chosen.provider.timeZone,
    serviceId: body.serviceId,
  };
}

/** Gives a hold back. Idempotent: an unknown, expired or already released code is not an error. */
export async function release(ctx: SchedulingContext, reservationCode: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const released = await deleteHold(tx, reservationCode);
    const first = released[0];
    if (!first) return;
    await appendAudit(tx, [
      {
        action: 'release',
        at: now,
        providerId: first.providerId,
        reservationCode,
        requestId: ctx.requestId,
        detail: { cells: released.length, startsAt: new Date(first.startsAt).toISOString() },
      },
    ]);
  });
}
