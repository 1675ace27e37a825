import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  benefitCodeClinics,
  benefitCodes,
  brands,
  clinics,
  providerLicenses,
  providerServices,
  providers,
  services,
} from '#api/db/schema.js';
import { brandLogoVersion } from '#api/modules/brands';
import { storedServiceOverrides } from '#api/modules/catalog';
import type { ClinicPart, ProviderRow, RequestContextRow } from './availability.rows.js';

/**
 * The SQL of an availability search: one query for the request's services (and benefit code), one for the
 * providers; the third, their occupancy, is slot-inventory's. Nothing here loops per provider or per day.
 */

/** The same radius as geo.service's distanceMiles, so SQL and code agree on a clinic's distance. */
const EARTH_RADIUS_MILES = 3958.7613;
/** The fewest miles a degree of latitude spans; a box drawn with it never cuts a clinic inside the radius. */
const MIN_MILES_PER_DEGREE = 68.7;

/**
 * Every search runs the request-context and clinics queries, so they are prepared once per database: the
 * statement is built once here and parsed and planned once per connection by the server. Optional filters
 * are therefore written as nullable parameters rather than left out.
 */
function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

const param = {
  text: (name: string) => sql`${sql.placeholder(name)}::text`,
  float: (name: string) => sql`${sql.placeholder(name)}::float8`,
  instant: (name: string) => sql`${sql.placeholder(name)}::timestamptz`,
};

/** Whether the code (a nullable parameter) exists and is valid at the `now` parameter. */
const benefitCodeValidNow = sql`exists (select 1 from ${benefitCodes} where upper(${benefitCodes.code}) = ${param.text('code')}
    and ${benefitCodes.validFrom} <= ${param.instant('now')} and ${benefitCodes.validUntil} >= ${param.instant('now')})`;

const requestContext = preparedOnce((db) =>
  db
    .select({
      id: services.id,
      maxDaysAhead: services.maxDaysAhead,
      leadTime: services.leadTime,
      slotMinutes: services.slotMinutes,
      isAvailable: services.isAvailable,
      name: services.name,
      predecessors: sql<
        RequestContextRow['services'][number]['predecessors']
      >`(select coalesce(json_agg(json_build_object(
          'name', predecessor.name, 'maxDaysAhead', predecessor.max_days_ahead,
          'followupAfterDays', predecessor.followup_after_days)), '[]')
        from ${services} as predecessor where predecessor.followup_service_id = "services"."id"
          and predecessor.max_days_ahead is not null and predecessor.followup_after_days is not null)`,
      serviceOverrides: storedServiceOverrides,
      benefitCodeValid: sql<boolean | null>`case when ${param.text('code')} is null then null
        else ${benefitCodeValidNow} end`,
    })
    .from(services)
    .where(sql`${services.id} = any(${sql.placeholder('serviceIds')}::int[])`)
    .prepare('availability_request_context'),
);

/**
 * The requested services' window rules, the catalog's name-pattern overrides and whether the benefit code is
 * valid, in one round trip.
 */
export async function findRequestContext(
  db: Database,
  input: { serviceIds: readonly number[]; benefitCode?: string; now: Date },
): Promise<RequestContextRow> {
  const rows = await requestContext(db).execute({
    serviceIds: [...input.serviceIds],
    code: input.benefitCode ?? null,
    now: input.now.toISOString(),
  });
  return {
    services: rows.map(({ benefitCodeValid: _, serviceOverrides: __, ...service }) => service),
    serviceOverrides: rows[0]?.serviceOverrides ?? null,
    benefitCodeValid: input.benefitCode ? (rows[0]?.benefitCodeValid ?? null) : null,
  };
}

const offeredServiceIds = sql<number[]>`array(select ${providerServices.serviceId} from ${providerServices}
  where ${providerServices.providerId} = ${providers.id})`;

function providerColumns(distance: SQL<number | null>, acceptsBenefitCode: SQL<boolean>) {
  return {
    id: providers.id,
    kind: providers.kind,
    businessName: providers.businessName,
    name: providers.name,
    qualification: providers.qualification,
    image: providers.image,
    description: providers.description,
    timeZone: providers.timeZone,
    weeklyHours: providers.weeklyHours,
    slotCapacity: providers.slotCapacity,
    availabilityVersion: providers.availabilityVersion,
    // Nested so that a provider without a store row (virtual teams, dietitians) gets null, not empty fields.
    clinic: {
      vanityName: clinics.vanityName,
      legalName: clinics.legalName,
      addressLine1: clinics.addressLine1,
      city: clinics.city,
      stateCode: clinics.stateCode,
      postalCode: clinics.postalCode,
      county: clinics.county,
      latitude: clinics.latitude,
      longitude: clinics.longitude,
      phone: clinics.phone,
      acceptsWalkIns: clinics.acceptsWalkIns,
      isSchedulerEnabled: clinics.isSchedulerEnabled,
      rideSharePromo: clinics.rideSharePromo,
    },
    brand: { slug: brands.slug, name: brands.name, logoVersion: brandLogoVersion },
    offeredServiceIds,
    distanceMiles: distance.mapWith((value) => (value === null ? null : Number(value))),
    acceptsBenefitCode: acceptsBenefitCode.mapWith(Boolean),
  };
}

type SelectedProvider = Omit<ProviderRow, 'clinic'> & {
  clinic: Omit<ClinicPart, 'brand'> | null;
  brand: ClinicPart['brand'] | null;
};

function toProviderRow({ clinic, brand, ...provider }: SelectedProvider): ProviderRow {
  return {
    ...provider,
    offeredServiceIds: [...(provider.offeredServiceIds ?? [])].sort((a, b) => a - b),
    clinic: clinic && brand ? { ...clinic, rideSharePromo: clinic.rideSharePromo ?? null, brand } : null,
  };
}

/** The haversine distance in miles from the `latitude`/`longitude` parameters to a clinic. */
const distanceMiles = sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
    power(sin(radians(${clinics.latitude} - ${param.float('latitude')}) / 2), 2)
    + cos(radians(${param.float('latitude')})) * cos(radians(${clinics.latitude}))
      * power(sin(radians(${clinics.longitude} - ${param.float('longitude')}) / 2), 2)))))`;

/** Whether the clinic accepts the `code` parameter (null: no code searched) while the code is valid. */
const acceptsSearchedCode = sql<boolean>`(${param.text('code')} is not null and exists (select 1 from ${benefitCodeClinics}
    join ${benefitCodes} on ${benefitCodes.code} = ${benefitCodeClinics.code}
    where ${benefitCodeClinics.providerId} = ${providers.id} and upper(${benefitCodes.code}) = ${param.text('code')}
      and ${benefitCodes.validFrom} <= ${param.instant('now')} and ${benefitCodes.validUntil} >= ${param.instant('now')}))`;

const clinicsNear = preparedOnce((db) =>
  db
    .select(providerColumns(distanceMiles, acceptsSearchedCode))
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .innerJoin(brands, eq(brands.slug, clinics.brandSlug))
    .where(
      and(
        eq(providers.kind, 'clinic'),
        eq(clinics.isSchedulerEnabled, true),
        sql`(cardinality(${sql.placeholder('businessNames')}::text[]) = 0
          or ${providers.businessName} = any(${sql.placeholder('businessNames')}::text[]))`,
        sql`${clinics.latitude} between ${param.float('minLatitude')} and ${param.float('maxLatitude')}`,
        sql`${clinics.longitude} between ${param.float('minLongitude')} and ${param.float('maxLongitude')}`,
        sql`${distanceMiles} <= ${param.float('radiusMiles')}`,
        sql`(${param.text('code')} is null or ${acceptsSearchedCode})`,
      ),
    )
    .orderBy(distanceMiles, asc(providers.id))
    .limit(sql.placeholder('limit'))
    .prepare('availability_clinics_near'),
);

/**
 * Bookable clinics within `radiusMiles` of a point, nearest first, with the haversine distance computed in
 * SQL. A latitude/longitude box drawn around the radius lets the clinics' coordinate index skip far regions.
 * With a benefit code only clinics accepting it while it is valid are returned.
 */
export async function findClinicsNear(
  db: Database,
  input: {
    latitude: number;
    longitude: number;
    radiusMiles: number;
    limit: number;
    businessNames: readonly string[];
    benefitCode?: string;
    now: Date;
  },
): Promise<ProviderRow[]> {
  const { latitude, longitude, radiusMiles } = input;
  const latSpan = radiusMiles / MIN_MILES_PER_DEGREE;
  const widestLatitude = Math.min(89, Math.abs(latitude) + latSpan);
  const lngSpan = Math.min(180, latSpan / Math.cos((widestLatitude * Math.PI) / 180));
  const rows = await clinicsNear(db).execute({
    latitude,
    longitude,
    radiusMiles,
    minLatitude: latitude - latSpan,
    maxLatitude: latitude + latSpan,
    minLongitude: longitude - lngSpan,
    maxLongitude: longitude + lngSpan,
    businessNames: [...input.businessNames],
    code: input.benefitCode ?? null,
    now: input.now.toISOString(),
    limit: input.limit,
  });
  return rows.map(toProviderRow);
}

export type ProviderSelection =
  | { ids: readonly string[] }
  | { licensedIn: string; kinds: readonly ProviderRow['kind'][]; businessNames: readonly string[] };

/** Providers by id (any kind), or the virtual teams and dietitians licensed in a state. */
export async function findProviders(db: Database, selection: ProviderSelection, limit: number): Promise<ProviderRow[]> {
  const where =
    'ids' in selection
      ? inArray(providers.id, [...selection.ids])
      : and(
          inArray(providers.kind, [...selection.kinds]),
          selection.businessNames.length > 0
            ? inArray(providers.businessName, [...selection.businessNames])
            : undefined,
          sql`exists (select 1 from ${providerLicenses} where ${providerLicenses.providerId} = ${providers.id}
            and ${providerLicenses.stateCode} = ${selection.licensedIn})`,
        );
  const rows = await db
    .select(providerColumns(sql<null>`null`, sql<boolean>`false`))
    .from(providers)
    .leftJoin(clinics, eq(clinics.providerId, providers.id))
    .leftJoin(brands, eq(brands.slug, clinics.brandSlug))
    .where(where)
    .orderBy(asc(providers.id))
    .limit(limit);
  return rows.map(toProviderRow);
}

/** Which of the clinics taking bookings online to read: each field given narrows them. */
export interface BookableClinicFilter {
  ids?: readonly string[];
  state?: string;
  /** A zip code or its first digits. */
  postalCodePrefix?: string;
  /** The city, whatever its case. */
  city?: string;
  /** Only clinics offering at least one of these services. */
  serviceIds?: readonly number[];
}

function bookableClinicsWhere(filter: BookableClinicFilter): SQL | undefined {
  return and(
    eq(providers.kind, 'clinic'),
    isNull(providers.retiredAt),
    eq(clinics.isSchedulerEnabled, true),
    filter.ids ? inArray(providers.id, [...filter.ids]) : undefined,
    filter.state === undefined ? undefined : eq(clinics.stateCode, filter.state),
    filter.postalCodePrefix === undefined
      ? undefined
      : sql`starts_with(${clinics.postalCode}, ${filter.postalCodePrefix})`,
    filter.city === undefined ? undefined : sql`lower(${clinics.city}) = lower(${filter.city})`,
    filter.serviceIds
      ? sql`exists (select 1 from ${providerServices} where ${providerServices.providerId} = ${providers.id}
          and ${inArray(providerServices.serviceId, [...filter.serviceIds])})`
      : undefined,
  );
}

/**
 * The clinics taking bookings online that the filter names, in id order from after `afterId` (or from the
 * `offset`-th), as searches read them: the open availability feed walks a state's clinics a batch at a time
 * with this, the FHIR API pages through them.
 */
export async function findBookableClinics(
  db: Database,
  input: BookableClinicFilter & { afterId?: string | null; offset?: number; limit: number },
): Promise<ProviderRow[]> {
  const rows = await db
    .select(providerColumns(sql<null>`null`, sql<boolean>`false`))
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .innerJoin(brands, eq(brands.slug, clinics.brandSlug))
    .where(
      and(
        bookableClinicsWhere(input),
        input.afterId === null || input.afterId === undefined ? undefined : gt(providers.id, input.afterId),
      ),
    )
    .orderBy(asc(providers.id))
    .offset(input.offset ?? 0)
    .limit(input.limit);
  return rows.map(toProviderRow);
}

/** How many clinics taking bookings online the filter names. */
export async function countBookableClinics(db: Database, filter: BookableClinicFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .where(bookableClinicsWhere(filter));
  return Number(row?.count ?? 0);
}

/** The clinics taking bookings online in a state, in id order from after `afterId`. */
export function findBookableClinicsInState(
  db: Database,
  input: { state: string; afterId: string | null; limit: number },
): Promise<ProviderRow[]> {
  return findBookableClinics(db, input);
}
