import { daysBetween, localDateOf } from '@hs/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rowsOf } from '#api/db/sql-values.js';
import type { EntryRow } from './entries.repository.js';
import type { OfferRow } from './offers.repository.js';

/**
 * How many days sooner an accepted offer sees the patient (decision 060): for an "earlier" entry, from the offered
 * seat's day to the day of the appointment it replaces; for "notify me", to the last day of the window asked for.
 * Calendar days on the seat's own clock. The one definition: the accepted event carries it, the offer keeps it, and
 * the staff console's and the bench's median read it from there.
 */
export function daysEarlier(
  seat: { startsAt: Date; timeZone: string },
  later: { replacedStartsAt: Date | null; windowTo: string },
): number {
  const laterDay = later.replacedStartsAt ? localDateOf(later.replacedStartsAt, seat.timeZone) : later.windowTo;
  return Math.max(0, daysBetween(localDateOf(seat.startsAt, seat.timeZone), laterDay));
}

/** The figure for an offer about to be accepted: read before an "earlier" move, which leaves no trace of the old day. */
export async function daysEarlierOf(db: Database, offer: OfferRow, entry: EntryRow): Promise<number> {
  const result = await db.execute(sql`
    select p.time_zone as "timeZone", a.starts_at as "replacedStartsAt"
    from providers p
    left join appointments a on a.id = ${entry.appointmentId}
    where p.id = ${offer.providerId}`);
  const row = rowsOf<{ timeZone: string; replacedStartsAt: Date | string | null }>(result)[0];
  if (!row) throw new Error(`Offer ${offer.id} names no provider`);
  return daysEarlier(
    { startsAt: offer.startsAt, timeZone: row.timeZone },
    {
      replacedStartsAt: row.replacedStartsAt === null ? null : new Date(row.replacedStartsAt),
      windowTo: entry.windowTo,
    },
  );
}
