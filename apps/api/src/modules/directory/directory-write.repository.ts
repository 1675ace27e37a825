import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.js';
import {
  benefitCodeClinics,
  benefitCodes,
  brands,
  clinics,
  closures,
  providerLicenses,
  providerServices,
  providers,
  services,
} from '#api/db/schema.js';
import { instant, rowsOf, textArray } from '#api/db/sql-values.js';
import type { BookedCell } from './affected-bookings.js';

/** Rows per statement: few statements, and far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const list: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) list.push(rows.slice(start, start + CHUNK));
  return list;
}

/** Every column but the key takes the incoming row's value. */
function allButKey(table: PgTable, key: string): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([name]) => name !== key)
      .map(([name, column]) => [name, sql.raw(`excluded."${(column as PgColumn).name}"`)]),
  );
}

/** Inserts or replaces rows by their key; run inside the import's transaction. */
export async function upsert<T extends PgTable>(
  db: Database,
  table: T,
  key: PgColumn,
  rows: readonly T['$inferInsert'][],
) {
  const keyName = Object.entries(getTableColumns(table)).find(([, column]) => column === key)![0];
  // Columns the rows leave out (a provider's version) keep their value.
  const given = new Set(rows.flatMap((row) => Object.keys(row)));
  const set = Object.fromEntries(
    Object.entries(allButKey(table, keyName)).filter(([name]) => given.has(name)),
  ) as PgUpdateSetSource<T>;
  for (const chunk of chunks(rows)) {
    await db.insert(table).values(chunk).onConflictDoUpdate({ target: key, set });
  }
}

/** Link rows (a provider's services, licences; a code's clinics) replaced whole for the owners given. */
export async function replaceLinks<T extends PgTable>(
  db: Database,
  table: T,
  owner: PgColumn,
  owners: readonly string[],
  rows: readonly T['$inferInsert'][],
) {
  for (const chunk of chunks(owners)) await db.delete(table).where(inArray(owner, chunk));
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk);
}

export const links = {
  services: (db: Database, owners: readonly string[], rows: (typeof providerServices.$inferInsert)[]) =>
    replaceLinks(db, providerServices, providerServices.providerId, owners, rows),
  licenses: (db: Database, owners: readonly string[], rows: (typeof providerLicenses.$inferInsert)[]) =>
    replaceLinks(db, providerLicenses, providerLicenses.providerId, owners, rows),
  benefitCodeClinics: (db: Database, owners: readonly string[], rows: (typeof benefitCodeClinics.$inferInsert)[]) =>
    replaceLinks(db, benefitCodeClinics, benefitCodeClinics.code, owners, rows),
};

export const tables = { brands, services, providers, clinics, closures, benefitCodes };

/**
 * Retired providers stay (their appointments point at them) but offer nothing and hold no licence or code, and
 * a retired clinic takes no bookings: every search and booking path already leaves such a provider out.
 */
export async function retireProviders(db: Database, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const list = textArray(ids);
  await db.execute(sql`update providers set retired_at = ${instant(now)} where id = any(${list})`);
  await db.execute(sql`update clinics set is_scheduler_enabled = false where provider_id = any(${list})`);
  await db.execute(sql`delete from provider_services where provider_id = any(${list})`);
  await db.execute(sql`delete from provider_licenses where provider_id = any(${list})`);
  await db.execute(sql`delete from benefit_code_clinics where provider_id = any(${list})`);
}

/** A retired service stays for the appointments naming it; without maxDaysAhead the catalog no longer offers it. */
export async function retireServices(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`${sql.param([...ids])}::int[]`;
  await db.execute(sql`delete from provider_services where service_id = any(${list})`);
  await db.execute(
    sql`update services set retired_at = ${instant(now)}, max_days_ahead = null where id = any(${list})`,
  );
}

export async function retireBrands(db: Database, slugs: readonly string[], now: Date): Promise<void> {
  if (slugs.length === 0) return;
  await db.execute(sql`update brands set retired_at = ${instant(now)} where slug = any(${textArray(slugs)})`);
}

export async function deleteClosures(db: Database, ids: readonly string[]): Promise<void> {
  for (const chunk of chunks(ids)) await db.delete(closures).where(inArray(closures.id, chunk));
}

export async function deleteBenefitCodes(db: Database, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db.delete(benefitCodeClinics).where(inArray(benefitCodeClinics.code, [...codes]));
  await db.delete(benefitCodes).where(inArray(benefitCodes.code, [...codes]));
}

/**
 * One import at a time: the second waits for the first to commit, then compares its file with what the
 * first wrote.
 */
export async function lockDirectory(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('directory-import'))`);
}

/**
 * Locks the providers whose rules change against holds and bookings: one in flight (which holds its provider
 * with FOR KEY SHARE, see lockProviderRules) is waited for, so the bookings read next include it; one that starts
 * later waits for this import, then finds the rules moved (moveRules) and is refused.
 */
export async function lockProvidersForRules(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`select id from providers where id = any(${textArray([...ids].sort())}) order by id for update`);
}

export async function moveRules(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update providers set rules_version = rules_version + 1 where id = any(${textArray(ids)})`);
}

/** The seats future bookings hold at these providers (each appointment's cells), as of `now`. */
export async function futureBookedCells(
  db: Database,
  providerIds: readonly string[],
  now: Date,
): Promise<BookedCell[]> {
  if (providerIds.length === 0) return [];
  const result = await db.execute(sql`
    select a.id as "appointmentId", a.provider_id as "providerId", a.service_ids as "serviceIds",
      a.starts_at as "startsAt", c.starts_at as "cell", c.seat
    from appointments a join slot_claims c on c.appointment_id = a.id
    where a.status = 'BOOKED' and a.starts_at > ${instant(now)} and a.provider_id = any(${textArray(providerIds)})
    order by a.starts_at, a.id, c.starts_at`);
  return rowsOf<BookedCell & { startsAt: Date | string; cell: Date | string }>(result).map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    cell: new Date(row.cell),
  }));
}
