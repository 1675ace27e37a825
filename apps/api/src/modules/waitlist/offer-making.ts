import { daysBetween, localDateOf, WAITLIST_LIMITS } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Config } from '#api/config.js';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { recordWaitlistEvent } from '#api/modules/analytics';
import { appendAudit } from '#api/modules/audit';
import { insertMessages, textsAllowedAt, waitlistOfferMessage } from '#api/modules/notifications';
import { randomToken, type Secrets } from '#api/modules/security';
import {
  type BookableProvider,
  choosableProviders,
  claimCells,
  findBookableServices,
  providerProblem,
  resolveServices,
  SlotTakenError,
  slotProblem,
  visitMinutes,
} from '#api/modules/slot-inventory';
import { type EntryRow, lockEntry, updateEntry } from './entries.repository.js';
import {
  candidatesFor,
  freeSeatsAt,
  insertOffer,
  type Opening,
  providerClock,
  seatOfferCount,
} from './offers.repository.js';
import { oldEnoughForSeat } from './patient-age.js';
import { openContact } from './sealed-contact.js';
import { newOfferToken } from './waitlist-tokens.js';

export interface OfferDeps {
  db: Database;
  clock: Clock;
  config: Config;
  secrets: Secrets;
}

const HOUR = 3_600_000;
/** Entries read from the line at a time. */
const CANDIDATES = 25;

/**
 * Offers the free seats of a freed start, each to the first entry in line it suits, each in one transaction: the
 * seat held for the offer's minutes under a hold of its own, the offer with its link's token hash, the entry marked
 * offered, the message queued, an audit row and an analytics event. A start of several seats freed together (one
 * opening) is offered as many times as it has seats free. Nothing is offered when the visit is less than two hours
 * away, or its seats were offered three times each already: they stay in public search. Resolves to the offers made.
 */
export async function offerOpening(deps: OfferDeps, opening: Opening & { startsAt: Date }): Promise<number> {
  const now = deps.clock.now();
  if (opening.startsAt.getTime() - now.getTime() < WAITLIST_LIMITS.minHoursAhead * HOUR) return 0;
  const clock = await providerClock(deps.db, opening.providerId);
  if (!clock) return 0;
  const cell = { providerId: opening.providerId, startsAt: opening.startsAt, capacity: clock.capacity, now };
  let free = await freeSeatsAt(deps.db, cell);
  let offersLeft =
    WAITLIST_LIMITS.offersPerSeat * clock.capacity -
    (await seatOfferCount(deps.db, opening.providerId, opening.startsAt));
  if (free === 0 || offersLeft <= 0) return 0;
  const seat = {
    providerId: opening.providerId,
    providerKind: clock.kind,
    startsAt: opening.startsAt,
    localDate: localDateOf(opening.startsAt, clock.timeZone),
    dayAgo: new Date(now.getTime() - 24 * HOUR),
  };
  let offered = 0;
  let after: string | undefined;
  // The line is read a page at a time to its end if need be: entries the seat does not suit (a visit too long for
  // the freed time, a child too young that day, a text at night) never keep it from one further back that it suits.
  while (free > 0 && offersLeft > 0) {
    const candidates = await candidatesFor(deps.db, seat, {
      perDay: WAITLIST_LIMITS.offersPerDay,
      limit: CANDIDATES,
      after,
    });
    for (const candidate of candidates) {
      if (free === 0 || offersLeft === 0) break;
      if (await offerTo(deps, opening, candidate.id, now)) {
        offered += 1;
        free -= 1;
        offersLeft -= 1;
      }
    }
    if (candidates.length < CANDIDATES) break;
    after = candidates.at(-1)?.id;
  }
  return offered;
}

/** Tries the seat for one entry; false when the entry moved on meanwhile or the seat does not suit it. */
function offerTo(deps: OfferDeps, opening: Opening & { startsAt: Date }, entryId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // Locked, so two processes offering two seats never offer both to one entry.
    const entry = await lockEntry(tx, entryId);
    if (entry?.status !== 'waiting') return false;
    const provider = await suitableProvider(tx, entry, opening, now);
    if (!provider) return false;
    if (entry.channel === 'sms' && !textsAllowedAt(now, provider.provider.timeZone)) return false;
    const seat = {
      startsAt: opening.startsAt,
      timeZone: provider.provider.timeZone,
      careState: provider.provider.stateCode ?? entry.licensureState,
      now,
    };
    if (!(await oldEnoughForSeat(tx, deps.secrets, entry, seat))) return false;

    const reservationCode = randomToken();
    const expiresAt = new Date(now.getTime() + deps.config.WAITLIST_OFFER_MINUTES * 60_000);
    const claim = {
      providerId: provider.provider.id,
      rulesVersion: provider.provider.rulesVersion,
      capacity: provider.provider.slotCapacity,
      start: opening.startsAt,
      slotMinutes: provider.slotMinutes,
      serviceId: entry.serviceIds[0]!,
      now,
    };
    try {
      await tx.transaction((savepoint) => claimCells(savepoint, claim, { kind: 'hold', reservationCode, expiresAt }));
    } catch (error) {
      // Taken again already, or too short a gap for this entry's visit: the next in line may fit.
      if (error instanceof SlotTakenError) return false;
      throw error;
    }

    const { offerId, token, tokenHash } = newOfferToken();
    const offerNumber = (await seatOfferCount(tx, opening.providerId, opening.startsAt)) + 1;
    await insertOffer(tx, {
      id: offerId,
      entryId: entry.id,
      providerId: provider.provider.id,
      startsAt: opening.startsAt,
      serviceIds: entry.serviceIds,
      slotMinutes: provider.slotMinutes,
      reservationCode,
      tokenHash,
      status: 'offered',
      createdAt: now,
      expiresAt,
    });
    await updateEntry(tx, entry.id, { status: 'offered' });
    const contact = openContact(deps.secrets, entry.id, entry.contactSealed);
    await insertMessages(tx, [
      waitlistOfferMessage(
        deps.secrets,
        { entryId: entry.id, channel: entry.channel, to: contact.to, leaveToken: contact.leaveToken },
        { offerId, offerToken: token },
        now,
      ),
    ]);
    await appendAudit(tx, [
      {
        action: 'reserve',
        at: now,
        providerId: provider.provider.id,
        reservationCode,
        detail: {
          waitlistOffer: offerId,
          serviceId: claim.serviceId,
          startsAt: opening.startsAt.toISOString(),
          slotMinutes: claim.slotMinutes,
          expiresAt,
        },
      },
    ]);
    await recordWaitlistEvent(
      tx,
      {
        name: 'waitlist-offered',
        data: {
          kind: entry.kind,
          channel: entry.channel,
          offerNumber,
          daysWaited: Math.max(0, daysBetween(localDateOf(entry.createdAt, 'UTC'), localDateOf(now, 'UTC'))),
        },
      },
      now,
    );
    return true;
  });
}

/**
 * The provider as a hold would check it for this entry's services: it offers them, takes bookings, (for a state)
 * is licensed there, and the freed time is a start for the visit within every booking rule. The patient's age is
 * checked apart (oldEnoughForSeat).
 */
async function suitableProvider(
  db: Database,
  entry: EntryRow,
  opening: Opening & { startsAt: Date },
  now: Date,
): Promise<{ provider: BookableProvider; slotMinutes: number } | null> {
  try {
    const { rows, overrides } = await findBookableServices(db, entry.serviceIds);
    const businessName = entry.businessName as Parameters<typeof resolveServices>[2];
    const resolved = resolveServices(rows, entry.serviceIds, businessName, 'serviceIds', overrides);
    const [provider] = await choosableProviders(db, {
      serviceIds: entry.serviceIds,
      locationNumber: opening.providerId,
      licensureState: entry.licensureState ?? undefined,
      now,
    });
    if (!provider || providerProblem(provider, resolved, businessName)) return null;
    if (slotProblem(provider, resolved, opening.startsAt, now)) return null;
    return { provider, slotMinutes: visitMinutes(resolved.services) };
  } catch (error) {
    // A service withdrawn or a licence lost since joining: this seat is not for this entry.
    if (error instanceof DomainError) return null;
    throw error;
  }
}
