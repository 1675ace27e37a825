import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { brands, clinics, providers, providerServices, type RideSharePromo, services } from '../../db/schema.js';

export interface ClinicRow {
  id: string;
  divisionNumber: string;
  storeNumber: string;
  name: string;
  vanityName: string;
  phone: string;
  addressLine1: string;
  city: string;
  stateCode: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  operatingHours: unknown;
  slotCapacity: number;
  acceptsWalkIns: boolean;
  waitMinutes: number | null;
  isSchedulerEnabled: boolean;
  isTelehealthEnabled: boolean;
  rideSharePromo: RideSharePromo | null;
  brandSlug: string;
  brandName: string;
  brandLogoSvg: string;
}

export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  businessName: string;
  reasonId: number;
  maxResults: number;
  offset: number;
  size: number;
}

/** Same mean Earth radius as the geo module, so SQL and application distances agree. */
const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LATITUDE = 69.0;

// Distinct aliases: the CTE holds columns of three tables, and several share a name ("name").
const clinicColumns = {
  id: sql<string>`${clinics.providerId}`.as('clinic_id'),
  divisionNumber: clinics.divisionNumber,
  storeNumber: clinics.storeNumber,
  name: sql<string>`${providers.name}`.as('provider_name'),
  vanityName: clinics.vanityName,
  phone: clinics.phone,
  addressLine1: clinics.addressLine1,
  city: clinics.city,
  stateCode: clinics.stateCode,
  postalCode: clinics.postalCode,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
  timeZone: providers.timeZone,
  operatingHours: providers.operatingHours,
  slotCapacity: providers.slotCapacity,
  acceptsWalkIns: clinics.acceptsWalkIns,
  waitMinutes: clinics.waitMinutes,
  isSchedulerEnabled: clinics.isSchedulerEnabled,
  isTelehealthEnabled: clinics.isTelehealthEnabled,
  rideSharePromo: clinics.rideSharePromo,
  brandSlug: sql<string>`${brands.slug}`.as('brand_slug_'),
  brandName: sql<string>`${brands.name}`.as('brand_name'),
  brandLogoSvg: brands.logoSvg,
};

/** Great-circle (haversine) distance in miles from a point to each clinic, computed by the database. */
function distanceFrom(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${clinics.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${clinics.latitude}))
      * power(sin(radians(${clinics.longitude} - ${longitude}) / 2), 2)))))`;
}

/** A cheap box around the circle first, so the lat/lng index narrows the rows the haversine runs on. */
function withinBox(search: NearbySearch): SQL {
  const latSpan = search.radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const cosLat = Math.max(Math.cos((search.latitude * Math.PI) / 180), 0.01);
  const lngSpan = search.radiusMiles / (MILES_PER_DEGREE_LATITUDE * cosLat);
  return sql`${clinics.latitude} between ${search.latitude - latSpan} and ${search.latitude + latSpan}
    and ${clinics.longitude} between ${search.longitude - lngSpan} and ${search.longitude + lngSpan}`;
}

function offersService(serviceId: number): SQL {
  return exists(
    sql`select 1 from ${providerServices} where ${providerServices.providerId} = ${clinics.providerId}
      and ${providerServices.serviceId} = ${serviceId}`,
  );
}

/**
 * One page of the clinics within the radius, nearest first. The CTE caps the result set at maxResults;
 * `count(*) over ()` counts that capped set before the page's limit and offset apply.
 */
export async function findNearbyClinics(
  db: Database,
  search: NearbySearch,
): Promise<{ rows: (ClinicRow & { distance: number })[]; total: number }> {
  const distance = distanceFrom(search.latitude, search.longitude);
  const nearby = db.$with('nearby').as(
    db
      .select({ ...clinicColumns, distance: sql<number>`${distance}`.as('distance') })
      .from(clinics)
      .innerJoin(providers, eq(providers.id, clinics.providerId))
      .innerJoin(brands, eq(brands.slug, clinics.brandSlug))
      .where(
        and(
          eq(providers.businessName, search.businessName),
          withinBox(search),
          sql`${distance} <= ${search.radiusMiles}`,
          offersService(search.reasonId),
        ),
      )
      .orderBy(asc(distance), asc(clinics.providerId))
      .limit(search.maxResults),
  );
  const rows = await db
    .with(nearby)
    .select({
      ...Object.fromEntries(Object.keys(clinicColumns).map((key) => [key, nearby[key as keyof typeof clinicColumns]])),
      distance: sql<number>`${nearby.distance}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    } as { [K in keyof typeof clinicColumns]: (typeof nearby)[K] } & { distance: SQL<number>; total: SQL<number> })
    .from(nearby)
    .orderBy(asc(nearby.distance), asc(nearby.id))
    .limit(search.size)
    .offset(search.offset);
  if (rows.length > 0 || search.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row as ClinicRow & { distance: number }), total: rows[0]?.total ?? 0 };
  }
  // A page past the end has no row to carry the window count; only then count separately.
  const [counted] = await db
    .with(nearby)
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(nearby);
  return { rows: [], total: counted?.total ?? 0 };
}

export async function findClinicByStore(
  db: Database,
  store: { divisionNumber: string; storeNumber: string; businessName: string },
): Promise<ClinicRow | undefined> {
  const [row] = await db
    .select(clinicColumns)
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .innerJoin(brands, eq(brands.slug, clinics.brandSlug))
    .where(
      and(
        eq(clinics.divisionNumber, store.divisionNumber),
        eq(clinics.storeNumber, store.storeNumber),
        eq(providers.businessName, store.businessName),
      ),
    )
    .limit(1);
  return row as ClinicRow | undefined;
}

/** The services a clinic offers, in catalog order. */
export async function findClinicServices(db: Database, providerId: string) {
  return db
    .select({ id: services.id, name: services.name, groupName: services.groupName, businessNames: services.businessNames })
    .from(providerServices)
    .innerJoin(services, eq(services.id, providerServices.serviceId))
    .where(eq(providerServices.providerId, providerId))
    .orderBy(asc(services.groupOrder), asc(services.order), asc(services.id));
}
