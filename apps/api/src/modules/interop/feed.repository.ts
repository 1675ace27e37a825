import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import type { VaccineProduct } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { storedServiceOverrides } from '#api/modules/catalog';

/** The SQL the open availability feed reads besides availability's own. */

/** The states with at least one clinic taking bookings online, in code order. */
export async function findPublishedStates(db: Database): Promise<string[]> {
  const rows = rowsOf<{ state: string }>(
    await db.execute(sql`select distinct c.state_code as state
      from clinics c join providers p on p.id = c.provider_id
      where p.kind = 'clinic' and p.retired_at is null and c.is_scheduler_enabled
      order by c.state_code`),
  );
  return rows.map((row) => row.state);
}

/**
 * What the files of a state are made from, in two hashes: the state's clinics with their availability versions
 * (moved by every claim, every change to hours, closures, seats, services, the clinic and its brand), and the
 * catalog with its name-pattern overrides. Equal hashes at an equal instant make equal files.
 */
export async function findFeedFingerprint(db: Database, state: string): Promise<{ clinics: string; catalog: string }> {
  const [row] = rowsOf<{ clinics: string | null; catalog: string | null }>(
    await db.execute(sql`select
      (select md5(string_agg(p.id || ':' || p.availability_version, ',' order by p.id))
        from clinics c join providers p on p.id = c.provider_id where c.state_code = ${state}) as clinics,
      md5(coalesce((select string_agg(s::text, '|' order by s.id) from services s), '')
        || coalesce((${storedServiceOverrides})::text, '')) as catalog`),
  );
  return { clinics: row?.clinics ?? '', catalog: row?.catalog ?? '' };
}

/** Each vaccine service's product, by service id; services without one are absent. */
export async function findVaccineProducts(db: Database): Promise<Map<number, VaccineProduct>> {
  const rows = rowsOf<{ id: number; product: VaccineProduct }>(
    await db.execute(sql`select id, vaccine_product as product from services where vaccine_product is not null`),
  );
  return new Map(rows.map((row) => [row.id, row.product]));
}
