import { WAITLIST_LIMITS } from '@hs/domain';
import { randomToken, type Secrets } from '#api/modules/security';
import type { Channel, OutboxInsert } from './outbox.repository.js';
import { sealEnvelope } from './sealed-envelope.js';
import { localHour, type WaitlistView } from './waitlist-content.js';
import type { WaitlistFacts } from './waitlist-facts.repository.js';

/** Where a waitlist's messages go, and the token of the leave link each one carries. */
export interface WaitlistRecipient {
  entryId: string;
  channel: Channel;
  to: string;
  leaveToken: string;
}

function waitlistMessage(
  secrets: Secrets,
  recipient: WaitlistRecipient,
  message: { kind: WaitlistView['kind']; offerId?: string; code?: string; offerToken?: string; now: Date },
): OutboxInsert {
  const id = randomToken();
  const envelope = {
    to: recipient.to,
    code: message.code,
    offerToken: message.offerToken,
    leaveToken: recipient.leaveToken,
  };
  return {
    id,
    appointmentId: null,
    waitlistEntryId: recipient.entryId,
    waitlistOfferId: message.offerId ?? null,
    kind: message.kind,
    channel: recipient.channel,
    sequence: 0,
    sealed: sealEnvelope(secrets, id, envelope),
    dueAt: message.now,
    createdAt: message.now,
  };
}

/** The one-time code that confirms a contact, written in the transaction that adds the entry. */
export const waitlistCodeMessage = (secrets: Secrets, recipient: WaitlistRecipient, code: string, now: Date) =>
  waitlistMessage(secrets, recipient, { kind: 'waitlist-code', code, now });

/** The offer, written in the transaction that holds its seat. */
export const waitlistOfferMessage = (
  secrets: Secrets,
  recipient: WaitlistRecipient,
  offer: { offerId: string; offerToken: string },
  now: Date,
) => waitlistMessage(secrets, recipient, { kind: 'waitlist-offer', ...offer, now });

/** Whether a text may go out now to a patient of a clinic in `timeZone`: 8 AM to 9 PM on its clock. */
export function textsAllowedAt(now: Date, timeZone: string): boolean {
  const hour = localHour(now, timeZone);
  return hour >= WAITLIST_LIMITS.textFromHour && hour < WAITLIST_LIMITS.textUntilHour;
}

/** Why a waitlist message no longer applies, or null when it does. */
export function waitlistStaleness(
  message: { kind: WaitlistView['kind']; channel: Channel },
  facts: WaitlistFacts | undefined,
  now: Date,
): string | null {
  if (!facts) return 'no-entry';
  if (message.kind === 'waitlist-code') {
    if (facts.entryStatus !== 'pending') return 'confirmed';
    if (!facts.codeExpiresAt || new Date(facts.codeExpiresAt) <= now) return 'code-expired';
    return null;
  }
  const offer = facts.offer;
  if (offer?.status !== 'offered') return 'answered';
  if (new Date(offer.expiresAt) <= now) return 'offer-ended';
  if (message.channel === 'sms' && !textsAllowedAt(now, offer.timeZone)) return 'quiet-hours';
  return null;
}
