import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { instant, instantList, integerList, rowsOf, textList } from '#api/db/sql-values.js';

/** A hold (reservationCode + expiresAt) or a booking (appointmentId), never both: the table's check says so. */
export type ClaimHolder =
  | { kind: 'hold'; reservationCode: string; expiresAt: Date }
  | { kind: 'booking'; appointmentId: string };

interface CellClaim {
  providerId: string;
  cell: Date;
  capacity: number;
  serviceId: number;
  holder: ClaimHolder;
  now: Date;
}

/**
 * Expired holds stop counting by themselves but keep their seat numbers until deleted; deleting them frees
 * those seats for a new claim.
 */
export async function deleteExpiredHolds(
  db: Database,
  providerId: string,
  cells: readonly Date[],
  now: Date,
): Promise<void> {
  await db.execute(sql`
    delete from slot_claims
    where provider_id = ${providerId} and starts_at in (${instantList(cells)})
      and appointment_id is null and expires_at <= ${instant(now)}`);
}

export type ClaimOutcome = 'claimed' | 'full' | 'conflict';

/**
 * Takes the lowest free seat of one cell. 'full' when no seat was free in this statement's snapshot;
 * 'conflict' when a concurrent claim took the chosen seat first (the primary key refused ours), so a fresh
 * statement may still find another seat. `expiredHolds` counts lapsed holds still keeping seat numbers in the
 * cell, so the caller knows whether clearing them could make room.
 */
export async function claimFreeSeat(
  db: Database,
  claim: CellClaim,
): Promise<{ outcome: ClaimOutcome; expiredHolds: number }> {
  const hold = claim.holder.kind === 'hold' ? claim.holder : null;
  const appointmentId = claim.holder.kind === 'booking' ? claim.holder.appointmentId : null;
  const result = await executeNamed(
    db,
    `claim_seat_${claim.holder.kind}`,
    sql`
    with taken as (
      select seat, appointment_id, expires_at from slot_claims
      where provider_id = ${claim.providerId} and starts_at = ${instant(claim.cell)}
    ), free as (
      select s as seat from generate_series(1, ${claim.capacity}::int) s
      where s not in (select seat from taken)
      order by s
      limit 1
    ), inserted as (
      insert into slot_claims
        (provider_id, starts_at, seat, capacity, service_id, reservation_code, expires_at, appointment_id, created_at)
      select ${claim.providerId}, ${instant(claim.cell)}, seat, ${claim.capacity}::int, ${claim.serviceId}::int,
        ${hold?.reservationCode ?? null}::text, ${hold ? instant(hold.expiresAt) : sql`null`}::timestamptz,
        ${appointmentId}::text, ${instant(claim.now)}
      from free
      on conflict do nothing
      returning seat
    )
    select (select count(*)::int from free) as candidates, (select count(*)::int from inserted) as claimed,
      (select count(*)::int from taken where appointment_id is null and expires_at <= ${instant(claim.now)})
        as "expiredHolds"`,
  );
  const row = rowsOf<{ candidates: number; claimed: number; expiredHolds: number }>(result)[0];
  const outcome: ClaimOutcome = row?.claimed === 1 ? 'claimed' : row?.candidates === 0 ? 'full' : 'conflict';
  return { outcome, expiredHolds: row?.expiredHolds ?? 0 };
}

/**
 * Turns the still-valid hold cells among `cells` into booked seats; returns the cells converted. The hold must
 * belong to the provider and be for one of the services; an expired or foreign hold converts nothing.
 */
export async function convertHold(
  db: Database,
  options: {
    reservationCode: string;
    providerId: string;
    cells: readonly Date[];
    serviceIds: readonly number[];
    appointmentId: string;
    now: Date;
  },
): Promise<Date[]> {
  const result = await db.execute(sql`
    update slot_claims
    set appointment_id = ${options.appointmentId}, expires_at = null, reservation_code = null
    where reservation_code = ${options.reservationCode} and provider_id = ${options.providerId}
      and appointment_id is null and expires_at > ${instant(options.now)}
      and starts_at in (${instantList(options.cells)}) and service_id in (${integerList(options.serviceIds)})
    returning starts_at as "startsAt"`);
  return rowsOf<{ startsAt: Date | string }>(result).map((row) => new Date(row.startsAt));
}

/** Deletes whatever is left of a hold, expired or not; bookings are never touched. */
export async function deleteHold(db: Database, reservationCode: string) {
  const result = await db.execute(sql`
    delete from slot_claims where reservation_code = ${reservationCode} and appointment_id is null
    returning provider_id as "providerId", starts_at as "startsAt", expires_at as "expiresAt"`);
  return rowsOf<{ providerId: string; startsAt: Date | string; expiresAt: Date | string }>(result);
}

/** The provider an unexpired hold is on, if the hold still counts. */
export async function findHoldProvider(db: Database, reservationCode: string, now: Date): Promise<string | null> {
  const result = await db.execute(sql`
    select provider_id as "providerId" from slot_claims
    where reservation_code = ${reservationCode} and appointment_id is null and expires_at > ${instant(now)}
    limit 1`);
  return rowsOf<{ providerId: string }>(result)[0]?.providerId ?? null;
}

export async function deleteBookingClaims(db: Database, appointmentIds: readonly string[]) {
  if (appointmentIds.length === 0) return;
  await db.execute(sql`delete from slot_claims where appointment_id in (${textList(appointmentIds)})`);
}

/** A hold by its code, running or lapsed but not yet cleared: where, its first cell and what for. */
export async function findHold(
  db: Database,
  reservationCode: string,
): Promise<{ providerId: string; startsAt: Date; serviceId: number } | null> {
  const result = await db.execute(sql`
    select provider_id as "providerId", min(starts_at) as "startsAt", min(service_id) as "serviceId"
    from slot_claims where reservation_code = ${reservationCode} and appointment_id is null
    group by provider_id limit 1`);
  const row = rowsOf<{ providerId: string; startsAt: Date | string; serviceId: number }>(result)[0];
  return row
    ? { providerId: row.providerId, startsAt: new Date(row.startsAt), serviceId: Number(row.serviceId) }
    : null;
}
