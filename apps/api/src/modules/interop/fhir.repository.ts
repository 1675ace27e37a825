import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { integerArray, rowsOf, textArray } from '#api/db/sql-values.js';

/** The SQL the FHIR API reads besides availability's and the feed's own. */

/** Which services at which clinics taking bookings online: each field given narrows them. */
export interface ScheduleKeyFilter {
  serviceIds: readonly number[];
  clinicIds?: readonly string[];
  /** `<clinic>-<service>` ids. */
  scheduleIds?: readonly string[];
}

export interface ScheduleKey {
  clinicId: string;
  serviceId: number;
}

function scheduleKeysWhere(filter: ScheduleKeyFilter): SQL {
  return sql`p.kind = 'clinic' and p.retired_at is null and c.is_scheduler_enabled
    and ps.service_id = any(${integerArray(filter.serviceIds)})
    ${filter.clinicIds ? sql`and p.id = any(${textArray(filter.clinicIds)})` : sql``}
    ${filter.scheduleIds ? sql`and (p.id || '-' || ps.service_id) = any(${textArray(filter.scheduleIds)})` : sql``}`;
}

const FROM = sql`provider_services ps join providers p on p.id = ps.provider_id join clinics c on c.provider_id = p.id`;

/** A page of schedules (a service at a clinic), by clinic id then service id. */
export async function findScheduleKeys(
  db: Database,
  filter: ScheduleKeyFilter,
  page: { offset: number; limit: number },
): Promise<ScheduleKey[]> {
  return rowsOf<ScheduleKey>(
    await db.execute(sql`select p.id as "clinicId", ps.service_id as "serviceId" from ${FROM}
      where ${scheduleKeysWhere(filter)} order by p.id, ps.service_id offset ${page.offset} limit ${page.limit}`),
  ).map((row) => ({ clinicId: row.clinicId, serviceId: Number(row.serviceId) }));
}

export async function countScheduleKeys(db: Database, filter: ScheduleKeyFilter): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${FROM} where ${scheduleKeysWhere(filter)}`),
  );
  return Number(row?.n ?? 0);
}
