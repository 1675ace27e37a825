import { DEFAULT_LANGUAGE, type Language } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { waitlistLeavePage } from '#api/modules/notifications';
import { deleteHold } from '#api/modules/slot-inventory';
import { ACTIVE_STATUSES, findEntry, lockEntry, updateEntry } from './entries.repository.js';
import { lockStandingOfferOf, updateOffer } from './offers.repository.js';
import { linkMatches } from './waitlist-tokens.js';

export interface LeaveLink {
  entryId: string;
  token: string;
  language?: Language | undefined;
}

/** The page a leave link shows, and whether the link was ours (else the page says it is not valid). */
export interface LeavePage {
  found: boolean;
  html: string;
}

/** Opening the link only asks, so a scanner that follows every link changes nothing; the button posts. */
export async function leaveQuestion(db: Database, link: LeaveLink): Promise<LeavePage> {
  const entry = await findEntry(db, link.entryId);
  const found = linkMatches(link.token, entry?.leaveTokenHash);
  const language = link.language ?? entry?.language ?? DEFAULT_LANGUAGE;
  const action = `?${new URLSearchParams({ token: link.token, language })}`;
  return { found, html: waitlistLeavePage(language, found ? { kind: 'ask', action } : { kind: 'invalid' }) };
}

/**
 * Takes an entry off the list: an offer still standing is withdrawn and its seat given back (the next in line gets
 * it), and no more offers come. Leaving twice is leaving once.
 */
export async function leaveWaitlist(db: Database, link: LeaveLink, now: Date): Promise<LeavePage> {
  const found = await db.transaction(async (tx) => {
    // The offer before the entry, in the order every other change of an offer takes them.
    const offer = await lockStandingOfferOf(tx, link.entryId);
    const entry = await lockEntry(tx, link.entryId);
    if (!entry || !linkMatches(link.token, entry.leaveTokenHash)) return null;
    if (ACTIVE_STATUSES.includes(entry.status)) {
      if (offer) {
        await updateOffer(tx, offer.id, { status: 'withdrawn', answeredAt: now });
        await deleteHold(tx, offer.reservationCode);
      }
      await updateEntry(tx, entry.id, { status: 'cancelled', endedAt: now, codeHash: null });
    }
    return entry;
  });
  const language = link.language ?? found?.language ?? DEFAULT_LANGUAGE;
  return { found: found !== null, html: waitlistLeavePage(language, { kind: found ? 'done' : 'invalid' }) };
}
