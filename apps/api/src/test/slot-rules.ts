import type { ClosureTimes, WeeklyHours } from '@hs/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rowsOf } from '#api/db/sql-values.js';

/**
 * A provider's slot rules as stored (weekly hours, zone, its own and the chain's closures), read straight from
 * the tables, so a test can work out the slots an answer must hold without trusting the code under test.
 */
export async function storedSlotRules(
  db: Database,
  providerId: string,
): Promise<{ weeklyHours: WeeklyHours; timeZone: string; closures: ClosureTimes[] }> {
  const result = await db.execute(sql`
    select p.weekly_hours as "weeklyHours", p.time_zone as "timeZone",
      (select coalesce(json_agg(json_build_object(
          'startsLocal', to_char(cl.starts_local, 'YYYY-MM-DD"T"HH24:MI'),
          'endsLocal', to_char(cl.ends_local, 'YYYY-MM-DD"T"HH24:MI'))), '[]')
        from closures cl where cl.provider_id = p.id or cl.provider_id is null) as closures
    from providers p where p.id = ${providerId}`);
  const [row] = rowsOf<{ weeklyHours: WeeklyHours; timeZone: string; closures: ClosureTimes[] }>(result);
  if (!row) throw new Error(`No provider ${providerId}`);
  return row;
}
