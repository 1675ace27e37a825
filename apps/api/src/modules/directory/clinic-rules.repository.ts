import type { Closure, WeeklyHours } from '@hs/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { closures, providers } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import type { ProviderRules } from './affected-bookings.js';
import { closureOfRow } from './directory-rows.js';

/** A closure or a block as the console writes it (decision 055). */
export interface ClinicClosure extends Closure {
  kind: 'closure' | 'block';
  /** A weekly block's occurrences share it; null otherwise. */
  series: string | null;
}

/** A provider's rules as they stand, its own closures and blocks and the chain's closures; null when retired. */
export async function readProviderRules(
  db: Database,
  providerId: string,
): Promise<(ProviderRules & { closures: ClinicClosure[] }) | null> {
  const [provider] = rowsOf<{
    weeklyHours: WeeklyHours;
    timeZone: string;
    seats: number | null;
    services: number[] | null;
  }>(
    await db.execute(sql`
      select p.weekly_hours as "weeklyHours", p.time_zone as "timeZone", p.slot_capacity as seats,
        (select array_agg(ps.service_id) from provider_services ps where ps.provider_id = p.id) as services
      from providers p where p.id = ${providerId} and p.retired_at is null`),
  );
  if (!provider) return null;
  const rows = await db
    .select()
    .from(closures)
    .where(sql`${closures.providerId} = ${providerId} or ${closures.providerId} is null`)
    .orderBy(closures.startsLocal, closures.id);
  return {
    hours: provider.weeklyHours,
    timeZone: provider.timeZone,
    seats: provider.seats ?? 1,
    services: new Set((provider.services ?? []).map(Number)),
    closures: rows.map((row) => ({ ...closureOfRow(row), kind: row.kind, series: row.series })),
  };
}

export async function insertClinicClosures(db: Database, rows: readonly ClinicClosure[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(closures).values([...rows]);
}

/** Removes closures of this provider only: the chain's own are the directory file's to change. */
export async function deleteProviderClosures(db: Database, providerId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(closures).where(and(eq(closures.providerId, providerId), inArray(closures.id, [...ids])));
}

export async function setWeeklyHours(db: Database, providerId: string, hours: WeeklyHours): Promise<void> {
  await db.update(providers).set({ weeklyHours: hours }).where(eq(providers.id, providerId));
}
