import type { RescheduleRequest, RescheduleResponse } from '@hs/contracts';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { DomainError } from '#api/domain-error.js';
import type { AttemptCounter, Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { alreadyCanceled, appointmentNotFound } from './appointments.errors.js';
import { confirmCodeMatches } from './confirm-code.js';
import { beginConfirmGuess } from './guess-limits.js';
import { answeredOnce, type IdempotentRequest, type Replay } from './idempotency.js';
import { lockSeries } from './manage.repository.js';
import { moveLockedSeries } from './series-move.js';

interface RescheduleOutcome {
  status: 200;
  body: RescheduleResponse;
}

type Attempted = { kind: 'not-found' } | { kind: 'canceled' } | { kind: 'done'; outcome: RescheduleOutcome };

/**
 * Moves a booked appointment (and its follow-up, which must move with it) in one transaction: the new seats
 * are claimed (from the visitor's hold where it still stands), the old ones given back and an audit row written.
 * A lost seat is the spec's 409 and leaves the appointment as it was. The id and the confirmation code stay;
 * the sequence counts the move, for calendars; a move onto the seats it has changes nothing. An Idempotency-Key
 * replays the first answer, before the code is checked or the appointment looked at (`answeredOnce`).
 */
export function reschedule(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: { id: string; body: RescheduleRequest; clientIp: string },
  idempotencyKey: string | undefined,
): Promise<RescheduleOutcome> {
  return answeredOnce(
    { secrets, db: ctx.db, key: idempotencyKey, request: { reschedule: request.id, ...request.body } },
    (idempotent) => rescheduleOnce(ctx, secrets, counter, request, idempotent),
    (replay) => replay as RescheduleOutcome,
  );
}

async function rescheduleOnce(
  ctx: SchedulingContext,
  secrets: Secrets,
  counter: AttemptCounter,
  request: { id: string; body: RescheduleRequest; clientIp: string },
  idempotent: IdempotentRequest | null,
): Promise<RescheduleOutcome> {
  const now = ctx.clock.now();
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
        const body = await moveLockedSeries(tx, ctx, secrets, {
          series,
          target,
          body: request.body,
          confirmCode: request.body.confirmCode,
          ontoOwnSeats: 'nothing-to-do',
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
