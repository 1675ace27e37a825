import type {
  BookingRequest,
  BookingResponse,
  RescheduleResponse,
  WaitlistAcceptRequest,
  WaitlistDeclineRequest,
  WaitlistOfferView,
} from '@hs/contracts';
import { daysBetween, localDateOf } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { retryOnConflict } from '#api/db/transaction-retry.js';
import { recordWaitlistEvent } from '#api/modules/analytics';
import {
  answeredOnce,
  type BookingOutcome,
  bookAnswering,
  type IdempotentRequest,
  moveToHeldSeat,
} from '#api/modules/appointments';
import type { Secrets } from '#api/modules/security';
import type { SchedulingContext } from '#api/modules/slot-inventory';
import { daysEarlierOf } from './days-earlier.js';
import { type EntryRow, findEntry, lockEntry, updateEntry } from './entries.repository.js';
import { endOffer } from './offer-endings.js';
import { findOfferPlace, type NextTimes } from './offer-place.js';
import { findOffer, lockOffer, type OfferRow, updateOffer } from './offers.repository.js';
import { offerNotFound, offerTaken } from './waitlist.errors.js';
import { linkMatches, splitOfferToken } from './waitlist-tokens.js';

/** The offer a link names, if the link is its own; a forged or other offer's token finds nothing. */
async function offerOfLink(db: Database, token: string): Promise<OfferRow> {
  const { offerId, secret } = splitOfferToken(token);
  const offer = await findOffer(db, offerId);
  if (!offer || !linkMatches(secret, offer.tokenHash)) throw offerNotFound();
  return offer;
}

/** Locks the offer (first, so of many answers at once one goes through) and checks it still stands. */
async function lockStandingOffer(
  tx: Database,
  offer: OfferRow,
  now: Date,
): Promise<{ offer: OfferRow; entry: EntryRow }> {
  const locked = await lockOffer(tx, offer.id);
  if (locked?.status !== 'offered' || locked.expiresAt <= now) throw offerTaken();
  const entry = await lockEntry(tx, locked.entryId);
  if (entry?.status !== 'offered') throw offerTaken();
  return { offer: locked, entry };
}

const standing = (offer: OfferRow, now: Date) => offer.status === 'offered' && offer.expiresAt > now;

/**
 * What the link shows: the held seat while the offer stands; that it was accepted, once the link's holder booked or
 * moved to it (a page that lost the answer and is opened again must not say the time went to someone else);
 * otherwise that it is taken, with the next three open times of the service at that place, so the page is never a
 * dead end.
 */
export async function viewOffer(
  ctx: SchedulingContext,
  nextTimes: NextTimes,
  token: string,
): Promise<WaitlistOfferView> {
  const now = ctx.clock.now();
  const offer = await offerOfLink(ctx.db, token);
  const entry = await findEntry(ctx.db, offer.entryId);
  if (!entry) throw offerNotFound();
  const place = await findOfferPlace(ctx.db, offer, entry);
  const open = standing(offer, now);
  const status = open ? 'offered' : offer.status === 'accepted' ? 'accepted' : 'taken';
  return {
    status,
    kind: entry.kind,
    businessName: place.businessName,
    expiresAt: offer.expiresAt.toISOString(),
    seat: {
      timestamp: offer.startsAt.toISOString(),
      timezone: place.provider.timeZone,
      serviceIds: offer.serviceIds,
      services: place.services,
      durationMinutes: offer.slotMinutes,
      reservationCode: open ? offer.reservationCode : null,
    },
    provider: place.provider.view,
    currentAppointment: place.currentAppointment,
    nextTimes:
      status !== 'taken'
        ? []
        : await nextTimes({
            providerId: offer.providerId,
            serviceIds: offer.serviceIds,
            businessName: place.businessName,
            timeZone: place.provider.timeZone,
            limit: 3,
          }),
  };
}

/**
 * Books an offered seat through the booking path: the seat, its hold and the services are the offer's whatever the
 * form sent, and the offer is locked first and used up in the booking's own transaction, so of any number of
 * bookings of one link exactly one is made. An Idempotency-Key is bound to the request as sent, the link with it,
 * and a retry is answered before the offer is looked at: by then the first request has used it up.
 */
export function bookOffer(
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest & { waitlistOffer: string },
  idempotencyKey: string | undefined,
): Promise<BookingOutcome> {
  return answeredOnce(
    { secrets, db: ctx.db, key: idempotencyKey, request: body },
    (idempotent) => bookStandingOffer(ctx, secrets, body, idempotent),
    (replay) => replay as BookingOutcome,
  );
}

async function bookStandingOffer(
  ctx: SchedulingContext,
  secrets: Secrets,
  body: BookingRequest & { waitlistOffer: string },
  idempotent: IdempotentRequest | null,
): Promise<BookingOutcome> {
  const now = ctx.clock.now();
  const offer = await offerOfLink(ctx.db, body.waitlistOffer);
  const entry = await findEntry(ctx.db, offer.entryId);
  if (entry?.kind !== 'notify-me') throw offerNotFound();
  if (!standing(offer, now)) throw offerTaken();
  const { waitlistOffer: _, ...form } = body;
  const booking: BookingRequest = {
    ...form,
    businessName: entry.businessName as BookingRequest['businessName'],
    serviceIds: offer.serviceIds,
    dateTime: offer.startsAt.toISOString(),
    locationNumber: offer.providerId,
    reservationCode: offer.reservationCode,
  };
  const answer = { idempotent, of: (response: BookingResponse) => response };
  return bookAnswering(ctx, secrets, booking, answer, {
    before: async (tx) => void (await lockStandingOffer(tx, offer, ctx.clock.now())),
    after: async (tx, booked) =>
      acceptOffer(tx, offer, entry, booked.data.appointments[0]!.id, now, await daysEarlierOf(tx, offer, entry)),
  });
}

/**
 * Moves the appointment of an "earlier" entry to its offered seat, in one transaction with using the offer: the
 * reschedule path, never a cancellation first. An Idempotency-Key is bound to the request as sent, and a retry is
 * answered before the offer is looked at: by then the first request has used it up.
 */
export function moveToOffer(
  ctx: SchedulingContext,
  secrets: Secrets,
  request: WaitlistAcceptRequest,
  idempotencyKey: string | undefined,
): Promise<RescheduleResponse> {
  return answeredOnce(
    { secrets, db: ctx.db, key: idempotencyKey, request },
    (idempotent) => moveToStandingOffer(ctx, secrets, request, idempotent),
    (replay) => replay.body as RescheduleResponse,
  );
}

async function moveToStandingOffer(
  ctx: SchedulingContext,
  secrets: Secrets,
  request: WaitlistAcceptRequest,
  idempotent: IdempotentRequest | null,
): Promise<RescheduleResponse> {
  const now = ctx.clock.now();
  const offer = await offerOfLink(ctx.db, request.token);
  return retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const replay = idempotent ? await idempotent.takeOrReplay(tx, now) : null;
      if (replay) return replay.body as RescheduleResponse;
      const { entry } = await lockStandingOffer(tx, offer, now);
      if (entry.kind !== 'earlier' || !entry.appointmentId) throw offerNotFound();
      const sooner = await daysEarlierOf(tx, offer, entry);
      const moved = await moveToHeldSeat(tx, ctx, secrets, {
        appointmentId: entry.appointmentId,
        dateTime: offer.startsAt.toISOString(),
        locationNumber: offer.providerId,
        reservationCode: offer.reservationCode,
        ...(request.language ? { language: request.language } : {}),
      });
      await acceptOffer(tx, offer, entry, entry.appointmentId, now, sooner);
      await idempotent?.remember(tx, 200, moved);
      return moved;
    }),
  );
}

async function acceptOffer(
  tx: Database,
  offer: OfferRow,
  entry: EntryRow,
  appointmentId: string,
  now: Date,
  daysEarlier: number,
) {
  await updateOffer(tx, offer.id, { status: 'accepted', answeredAt: now, appointmentId, daysEarlier });
  await updateEntry(tx, entry.id, { status: 'booked', endedAt: now, unansweredOffers: 0 });
  await recordWaitlistEvent(
    tx,
    {
      name: 'waitlist-accepted',
      data: {
        kind: entry.kind,
        channel: entry.channel,
        daysEarlier,
        daysWaited: Math.max(0, daysBetween(localDateOf(entry.createdAt, 'UTC'), localDateOf(now, 'UTC'))),
      },
    },
    now,
  );
}

/** "No thanks": the seat goes to the next in line at once; the entry waits on, or ends if asked. */
export async function declineOffer(ctx: SchedulingContext, request: WaitlistDeclineRequest) {
  const now = ctx.clock.now();
  const offer = await offerOfLink(ctx.db, request.token);
  const status = await ctx.db.transaction(async (tx) => {
    const locked = await lockStandingOffer(tx, offer, now);
    return endOffer(tx, locked.offer, { status: 'declined', keepWaiting: request.keepWaiting }, now);
  });
  return { status };
}
