import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { waitlistEntries } from '#api/db/schema.js';
import { instant, rowsOf } from '#api/db/sql-values.js';

export type EntryInsert = typeof waitlistEntries.$inferInsert;
export type EntryRow = typeof waitlistEntries.$inferSelect;
export type EntryStatus = EntryRow['status'];

export const ACTIVE_STATUSES: readonly EntryStatus[] = ['pending', 'waiting', 'offered'];

/**
 * Serialises joins of one contact (a transaction-scoped advisory lock on its hash), then counts its active entries,
 * so two joins at once cannot both be the third.
 */
export async function lockContactAndCount(db: Database, contactHashes: readonly string[]): Promise<number> {
  for (const hash of [...contactHashes].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`waitlist:${hash}`}, 0))`);
  }
  const result = await db.execute(sql`
    select count(*)::int as n from waitlist_entries
    where contact_hash in (${sql.join(
      contactHashes.map((hash) => sql`${hash}`),
      sql`, `,
    )}) and status in ('pending', 'waiting', 'offered')`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function insertEntry(db: Database, row: EntryInsert): Promise<void> {
  await db.insert(waitlistEntries).values(row);
}

export async function findEntry(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

export async function lockEntry(db: Database, id: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row;
}

export async function updateEntry(db: Database, id: string, set: Partial<EntryInsert>): Promise<void> {
  await db.update(waitlistEntries).set(set).where(eq(waitlistEntries.id, id));
}

/** Counts a wrong code against the entry; resolves to the tries so far. */
export async function countWrongCode(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(waitlistEntries)
    .set({ codeAttempts: sql`${waitlistEntries.codeAttempts} + 1` })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'pending')))
    .returning({ tries: waitlistEntries.codeAttempts });
  return row?.tries ?? 0;
}

/**
 * Ends what has run its course: unconfirmed entries whose code ran out (expired), waiting ones past their window
 * or 14 days (lapsed); erases the dates of birth of ended entries; then deletes, with their offers and messages,
 * entries that ended `keepDays` ago. In batches.
 */
export async function endAndDeleteEntries(
  db: Database,
  options: { now: Date; deleteBefore: Date; limit: number },
): Promise<{ expired: number; lapsed: number; deleted: number }> {
  const now = instant(options.now);
  const expired = await db.execute(sql`
    update waitlist_entries set status = 'expired', ended_at = ${now}, code_hash = null
    where id in (select id from waitlist_entries
                 where status = 'pending' and code_expires_at <= ${now}
                 limit ${options.limit} for update skip locked)
    returning id`);
  const lapsed = await db.execute(sql`
    update waitlist_entries set status = 'lapsed', ended_at = ${now}
    where id in (select id from waitlist_entries
                 where status = 'waiting' and lapses_at <= ${now}
                 limit ${options.limit} for update skip locked)
    returning id`);
  // A date of birth is kept only while it can stop an offer.
  await db.execute(sql`
    update waitlist_entries set date_of_birth_sealed = null
    where id in (select id from waitlist_entries
                 where ended_at is not null and date_of_birth_sealed is not null
                 limit ${options.limit} for update skip locked)`);
  const deleted = await db.execute(sql`
    delete from waitlist_entries
    where id in (select id from waitlist_entries
                 where ended_at <= ${instant(options.deleteBefore)}
                 limit ${options.limit} for update skip locked)
    returning id`);
  return { expired: rowsOf(expired).length, lapsed: rowsOf(lapsed).length, deleted: rowsOf(deleted).length };
}
