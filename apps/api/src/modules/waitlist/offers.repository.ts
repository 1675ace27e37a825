import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { waitlistOffers } from '#api/db/schema.js';
import { instant, rowsOf } from '#api/db/sql-values.js';
import { claimCounts } from '#api/modules/slot-inventory';

export type OfferInsert = typeof waitlistOffers.$inferInsert;
export type OfferRow = typeof waitlistOffers.$inferSelect;

export interface Opening {
  id: number;
  providerId: string;
  /** The freed start; null when the provider's rules changed and its whole next two weeks are to be looked at. */
  startsAt: Date | null;
  generation: number;
}

/**
 * Takes up to `limit` openings for this process: rows another process is taking are skipped, and each one taken
 * is leased, so it is looked at again if this process dies before it is done (as the outbox's rows are).
 */
export async function claimOpenings(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<Opening[]> {
  const result = await db.execute(sql`
    update waitlist_openings w set leased_until = ${instant(options.leaseUntil)}
    from (select id from waitlist_openings
          where leased_until is null or leased_until <= ${instant(options.now)}
          order by id limit ${options.limit} for update skip locked) due
    where w.id = due.id
    returning w.id, w.provider_id as "providerId",
      case when w.starts_at = '-infinity' then null else w.starts_at end as "startsAt", w.generation`);
  return rowsOf<Opening & { startsAt: Date | string | null }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    startsAt: row.startsAt === null ? null : new Date(row.startsAt),
  }));
}

/** Done with an opening, unless its seat was freed again meanwhile (its generation moved): then it stays. */
export async function finishOpening(db: Database, opening: Opening): Promise<void> {
  await db.execute(sql`delete from waitlist_openings where id = ${opening.id} and generation = ${opening.generation}`);
}

interface ProviderClock {
  kind: 'clinic' | 'virtual' | 'dietitian';
  timeZone: string;
  /** Seats at each start. */
  capacity: number;
}

export async function providerClock(db: Database, providerId: string): Promise<ProviderClock | undefined> {
  const result = await db.execute(
    sql`select kind, time_zone as "timeZone", slot_capacity as capacity
        from providers where id = ${providerId} and retired_at is null`,
  );
  return rowsOf<ProviderClock>(result)[0];
}

/** Seats of a start no claim takes at `now` (a booking, or a hold not yet run out): how many may be offered. */
export async function freeSeatsAt(
  db: Database,
  seat: { providerId: string; startsAt: Date; capacity: number; now: Date },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from slot_claims
    where provider_id = ${seat.providerId} and starts_at = ${instant(seat.startsAt)} and ${claimCounts(seat.now)}`);
  return Math.max(0, seat.capacity - (rowsOf<{ n: number }>(result)[0]?.n ?? 0));
}

/** Offers of this start (all its seats) since one was last accepted: three a seat, then it is public search's. */
export async function seatOfferCount(db: Database, providerId: string, startsAt: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from waitlist_offers o
    where o.provider_id = ${providerId} and o.starts_at = ${instant(startsAt)}
      and o.created_at > coalesce((select max(a.created_at) from waitlist_offers a
                                   where a.provider_id = ${providerId} and a.starts_at = ${instant(startsAt)}
                                     and a.status = 'accepted'), '-infinity'::timestamptz)`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface Candidate {
  id: string;
}

/**
 * The entries in line for a seat, first in line first: waiting, at this provider (or in a state it is licensed
 * in), with the day in their window, never offered this seat, under `perDay` offers in the last day, and for an
 * earlier appointment only a seat before it. `after` names the last entry of the page before.
 */
export async function candidatesFor(
  db: Database,
  seat: { providerId: string; providerKind: string; startsAt: Date; localDate: string; dayAgo: Date },
  options: { perDay: number; limit: number; after: string | undefined },
): Promise<Candidate[]> {
  const afterLast = options.after
    ? sql`and (e.confirmed_at, e.id) > (select c.confirmed_at, c.id from waitlist_entries c where c.id = ${options.after})`
    : sql``;
  const result = await db.execute(sql`
    select e.id from waitlist_entries e
    left join appointments a on a.id = e.appointment_id
    where e.status = 'waiting'
      and (${seat.providerId} = any(e.provider_ids)
           or (e.licensure_state is not null and ${seat.providerKind} <> 'clinic'
               and exists (select 1 from provider_licenses l
                           where l.provider_id = ${seat.providerId} and l.state_code = e.licensure_state)))
      and e.window_from <= ${seat.localDate} and e.window_to >= ${seat.localDate}
      and not exists (select 1 from waitlist_offers o
                      where o.entry_id = e.id and o.provider_id = ${seat.providerId}
                        and o.starts_at = ${instant(seat.startsAt)})
      and (select count(*) from waitlist_offers o
           where o.entry_id = e.id and o.created_at > ${instant(seat.dayAgo)}) < ${options.perDay}
      and (e.appointment_id is null or (a.status = 'BOOKED' and a.starts_at > ${instant(seat.startsAt)}))
      ${afterLast}
    order by e.confirmed_at, e.id
    limit ${options.limit}`);
  return rowsOf<Candidate>(result);
}

export async function insertOffer(db: Database, row: OfferInsert): Promise<void> {
  await db.insert(waitlistOffers).values(row);
}

export async function findOffer(db: Database, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id));
  return row;
}

export async function lockOffer(db: Database, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, id)).for('update');
  return row;
}

export async function updateOffer(db: Database, id: string, set: Partial<OfferInsert>): Promise<void> {
  await db.update(waitlistOffers).set(set).where(eq(waitlistOffers.id, id));
}

/** Offers whose hold ran out unanswered, locked for this process (SKIP LOCKED: another may take the rest). */
export async function lockRunOutOffers(db: Database, now: Date, limit: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(waitlistOffers)
    .where(sql`${waitlistOffers.status} = 'offered' and ${waitlistOffers.expiresAt} <= ${instant(now)}`)
    .orderBy(waitlistOffers.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** An entry's offer still standing, locked (leaving the list withdraws it). */
export async function lockStandingOfferOf(db: Database, entryId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistOffers)
    .where(sql`${waitlistOffers.entryId} = ${entryId} and ${waitlistOffers.status} = 'offered'`)
    .for('update');
  return row;
}

/** Whether anyone is in line: without that, lapsed holds need not be swept. */
export async function anyoneWaiting(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from waitlist_entries where status = 'waiting') as "any"`,
  );
  return rowsOf<{ any: boolean }>(result)[0]?.any === true;
}

/**
 * Deletes holds that lapsed (the visitor left without booking), so the trigger makes their seats openings: up to
 * `limit`, skipping rows others hold. Offers' holds are left to the offers' own expiry.
 */
export async function sweepLapsedHolds(db: Database, now: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from slot_claims c
    using (select provider_id, starts_at, seat from slot_claims
           where appointment_id is null and expires_at <= ${instant(now)}
             and not exists (select 1 from waitlist_offers o
                             where o.reservation_code = slot_claims.reservation_code and o.status = 'offered')
           limit ${limit} for update skip locked) lapsed
    where c.provider_id = lapsed.provider_id and c.starts_at = lapsed.starts_at and c.seat = lapsed.seat
    returning c.seat`);
  return rowsOf(result).length;
}

/** The services waited for at a provider, each once, with their business and the days waited for. */
export async function servicesWaitedAt(
  db: Database,
  provider: { id: string; kind: string },
): Promise<{ serviceIds: number[]; businessName: string; from: string; to: string }[]> {
  const result = await db.execute(sql`
    select e.service_ids as "serviceIds", e.business_name as "businessName", min(e.window_from) as "from",
      max(e.window_to) as "to"
    from waitlist_entries e
    where e.status = 'waiting'
      and (${provider.id} = any(e.provider_ids)
           or (e.licensure_state is not null and ${provider.kind} <> 'clinic'
               and exists (select 1 from provider_licenses l
                           where l.provider_id = ${provider.id} and l.state_code = e.licensure_state)))
    group by e.service_ids, e.business_name`);
  return rowsOf<{ serviceIds: number[]; businessName: string; from: string; to: string }>(result);
}

export interface OfferOutcomes {
  made: number;
  accepted: number;
  declined: number;
  expired: number;
  withdrawn: number;
  open: number;
  /** Of the accepted offers' days earlier; null when none was accepted. */
  medianDaysEarlier: number | null;
}

/** How the offers of seats at a provider made in [from, to) ended: counts and a median, nothing of whom. */
export async function offerOutcomes(db: Database, providerId: string, from: Date, to: Date): Promise<OfferOutcomes> {
  const result = await db.execute(sql`
    select count(*)::int as made,
      count(*) filter (where status = 'accepted')::int as accepted,
      count(*) filter (where status = 'declined')::int as declined,
      count(*) filter (where status = 'expired')::int as expired,
      count(*) filter (where status = 'withdrawn')::int as withdrawn,
      count(*) filter (where status = 'offered')::int as open,
      (percentile_cont(0.5) within group (order by days_earlier) filter (where status = 'accepted'))::float8
        as "medianDaysEarlier"
    from waitlist_offers
    where provider_id = ${providerId} and created_at >= ${instant(from)} and created_at < ${instant(to)}`);
  return rowsOf<OfferOutcomes>(result)[0]!;
}
