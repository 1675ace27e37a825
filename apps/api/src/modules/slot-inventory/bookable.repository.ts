import type { RawService, ServiceNameOverride, WeeklyHours } from '@hs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { integerArray, integerList, rowsOf } from '#api/db/sql-values.js';
import { serviceOverridesFrom, storedServiceOverrides } from '#api/modules/catalog';
import { type ClosureRow, closuresJson, closuresSince } from '#api/modules/closures';

export interface BookableProvider {
  id: string;
  kind: 'clinic' | 'virtual' | 'dietitian';
  businessName: string;
  name: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Its own and the chain's closures that have not ended. */
  closures: ClosureRow[];
  slotCapacity: number;
  /**
   * The provider's rules version as read with its hours (bigint, as text): a claim planned under it is refused
   * once a directory import has moved it (see lockProviderRules).
   */
  rulesVersion: string;
  /** Null for providers without a store (virtual teams, dietitians). */
  isSchedulerEnabled: boolean | null;
  /** The store's state code; null for providers without a store. */
  stateCode: string | null;
  /** The subset of the asked-for services this provider offers. */
  offeredServiceIds: number[];
}

export type BookableServiceRow = RawService & { slotMinutes: number };

/** `now` decides which closures are still to come. */
const providerColumns = (now: Date): SQL => sql`
  p.id, p.kind, p.business_name as "businessName", p.name, p.time_zone as "timeZone",
  p.weekly_hours as "weeklyHours", ${closuresJson(sql`p.id`, sql`${closuresSince(now)}`)} as "closures",
  p.slot_capacity as "slotCapacity", p.rules_version::text as "rulesVersion", c.is_scheduler_enabled as "isSchedulerEnabled", c.state_code as "stateCode"`;

export async function findProvider(db: Database, providerId: string, serviceIds: readonly number[], now: Date) {
  const result = await executeNamed(
    db,
    'booking_provider',
    sql`
    select ${providerColumns(now)},
      array(select ps.service_id from provider_services ps
            where ps.provider_id = p.id and ps.service_id = any(${integerArray(serviceIds)})) as "offeredServiceIds"
    from providers p left join clinics c on c.provider_id = p.id
    where p.id = ${providerId}`,
  );
  return rowsOf<BookableProvider>(result)[0] ?? null;
}

/** Virtual teams and dietitians licensed in the state and offering every one of the services, by id. */
export async function findLicensedProviders(
  db: Database,
  stateCode: string,
  serviceIds: readonly number[],
  now: Date,
): Promise<BookableProvider[]> {
  const result = await db.execute(sql`
    select ${providerColumns(now)}, array[${integerList(serviceIds)}] as "offeredServiceIds"
    from providers p
    join provider_licenses l on l.provider_id = p.id and l.state_code = ${stateCode}
    left join clinics c on c.provider_id = p.id
    where p.kind in ('virtual', 'dietitian')
      and (select count(*) from provider_services ps
           where ps.provider_id = p.id and ps.service_id in (${integerList(serviceIds)})) = ${serviceIds.length}
    order by p.id`);
  return rowsOf<BookableProvider>(result);
}

export async function isLicensed(db: Database, providerId: string, stateCode: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from provider_licenses where provider_id = ${providerId} and state_code = ${stateCode}`);
  return rowsOf(result).length > 0;
}

/** Catalog rows for a booking, and the catalog's name-pattern overrides that apply to them (§3 "Service"). */
export interface BookableServices {
  rows: BookableServiceRow[];
  overrides: readonly ServiceNameOverride[];
}

/**
 * The catalog rows of the given services plus every service whose follow-up is one of them, with the stored
 * overrides read in the same round trip.
 */
export async function findBookableServices(db: Database, serviceIds: readonly number[]): Promise<BookableServices> {
  const ids = integerArray(serviceIds);
  const result = await executeNamed(
    db,
    'booking_services',
    sql`
    select id, name, group_name as "groupName", business_names as "businessNames", max_days_ahead as "maxDaysAhead",
      followup_service_id as "followupServiceId", followup_after_days as "followupAfterDays",
      group_order as "groupOrder", "order", is_vaccine as "isVaccine", is_covid_vaccine as "isCovidVaccine",
      is_available as "isAvailable", lead_time as "leadTime", dose, slot_minutes as "slotMinutes",
      ${storedServiceOverrides} as "serviceOverrides"
    from services
    where id = any(${ids}) or followup_service_id = any(${ids})`,
  );
  const rows = rowsOf<BookableServiceRow & { serviceOverrides: unknown }>(result);
  return {
    rows: rows.map(({ serviceOverrides: _, ...row }) => row),
    overrides: await serviceOverridesFrom(rows[0]?.serviceOverrides),
  };
}
