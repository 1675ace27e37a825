import { WAITLIST_LIMITS } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { recordWaitlistEvent } from '#api/modules/analytics';
import { deleteHold } from '#api/modules/slot-inventory';
import { lockEntry, updateEntry } from './entries.repository.js';
import { type OfferRow, updateOffer } from './offers.repository.js';

/**
 * Ends an offer nobody took (it ran out, or was declined) in the caller's transaction: its hold is deleted, which
 * makes the seat an opening for the next in line (the trigger on slot_claims). The entry waits again, unless it
 * declined for good, or let `unansweredOffers` run out in a row, which ends it: seats should not wait on someone
 * who is away.
 */
export async function endOffer(
  tx: Database,
  offer: OfferRow,
  ending: { status: 'expired' } | { status: 'declined'; keepWaiting: boolean },
  now: Date,
): Promise<'waiting' | 'expired' | 'declined'> {
  await updateOffer(tx, offer.id, { status: ending.status, answeredAt: now });
  await deleteHold(tx, offer.reservationCode);
  const entry = await lockEntry(tx, offer.entryId);
  if (!entry) return 'expired';
  const unanswered = ending.status === 'expired' ? entry.unansweredOffers + 1 : 0;
  let status: 'waiting' | 'expired' | 'declined' = 'waiting';
  if (ending.status === 'declined' && !ending.keepWaiting) status = 'declined';
  if (unanswered >= WAITLIST_LIMITS.unansweredOffers) status = 'expired';
  if (entry.status === 'offered') {
    await updateEntry(tx, entry.id, {
      status,
      unansweredOffers: unanswered,
      ...(status === 'waiting' ? {} : { endedAt: now }),
    });
  }
  await recordWaitlistEvent(
    tx,
    {
      name: ending.status === 'expired' ? 'waitlist-expired' : 'waitlist-declined',
      data: { kind: entry.kind, channel: entry.channel },
    },
    now,
  );
  return status;
}
