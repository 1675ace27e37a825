import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { brands, clinics, providerServices, providers, type RideSharePromo, services } from '#api/db/schema.js';
import { brandLogoVersion } from '#api/modules/brands';
import { serviceNameColumns } from '#api/modules/catalog';
import { type ClosureRow, closuresJson, closuresSince } from '#api/modules/closures';

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
  /** Read as stored (a JSON column) and checked before use. */
  weeklyHours: unknown;
  /** The clinic's own and the chain's closures that have not ended, in start order. */
  closures: ClosureRow[];
  slotCapacity: number;
  acceptsWalkIns: boolean;
  waitMinutes: number | null;
  isSchedulerEnabled: boolean;
  isTelehealthEnabled: boolean;
  rideSharePromo: RideSharePromo | null;
  brandSlug: string;
  brandName: string;
  brandLogoVersion: string;
}

interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  businessName: string;
  reasonId: number;
  maxResults: number;
  offset: number;
  size: number;
  now: Date;
}

/** Same mean Earth radius as the geo module, so SQL and application distances agree. */
const EARTH_RADIUS_MILES = 3958.7613;
/** The fewest miles a degree of latitude spans anywhere on Earth. */
const MIN_MILES_PER_DEGREE = 68.7;

/** The clinic's columns; `now` decides which closures are still to come. */
const clinicColumns = (now: Date) => ({
  id: clinics.providerId,
  divisionNumber: clinics.divisionNumber,
  storeNumber: clinics.storeNumber,
  name: providers.name,
  vanityName: clinics.vanityName,
  phone: clinics.phone,
  addressLine1: clinics.addressLine1,
  city: clinics.city,
  stateCode: clinics.stateCode,
  postalCode: clinics.postalCode,
  latitude: clinics.latitude,
  longitude: clinics.longitude,
  timeZone: providers.timeZone,
  weeklyHours: providers.weeklyHours,
  closures: closuresJson(clinics.providerId, sql`${closuresSince(now)}`),
  slotCapacity: providers.slotCapacity,
  acceptsWalkIns: clinics.acceptsWalkIns,
  waitMinutes: clinics.waitMinutes,
  isSchedulerEnabled: clinics.isSchedulerEnabled,
  isTelehealthEnabled: clinics.isTelehealthEnabled,
  rideSharePromo: clinics.rideSharePromo,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandLogoVersion: brandLogoVersion,
});

/** A bound number typed for the database; an untyped parameter next to an integer would be read as one. */
const float = (value: number) => sql`${value}::double precision`;

/** Great-circle (haversine) distance in miles from a point to each clinic, computed by the database. */
function distanceFrom(latitude: number, longitude: number): SQL<number> {
  return sql<number>`(2 * ${float(EARTH_RADIUS_MILES)} * asin(least(1, sqrt(
    power(sin(radians(${clinics.latitude} - ${float(latitude)}) / 2), 2)
    + cos(radians(${float(latitude)})) * cos(radians(${clinics.latitude}))
      * power(sin(radians(${clinics.longitude} - ${float(longitude)}) / 2), 2)))))`;
}

/**
 * A cheap box around the circle first, so the lat/lng index narrows the rows the haversine runs on. It is
 * drawn generously (the shortest degree of latitude, the circle's most poleward latitude) so it never cuts
 * off a clinic inside the radius; the haversine filter then decides exactly.
 */
function withinBox(search: NearbySearch): SQL {
  const latSpan = search.radiusMiles / MIN_MILES_PER_DEGREE;
  const widestLatitude = Math.min(89, Math.abs(search.latitude) + latSpan);
  const lngSpan = Math.min(180, latSpan / Math.cos((widestLatitude * Math.PI) / 180));
  return sql`${clinics.latitude} between ${float(search.latitude - latSpan)} and ${float(search.latitude + latSpan)}
    and ${clinics.longitude} between ${float(search.longitude - lngSpan)} and ${float(search.longitude + lngSpan)}`;
}

function offersService(serviceId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${providerServices} where ${providerServices.providerId} = ${clinics.providerId}
      and ${providerServices.serviceId} = ${serviceId})`;
}

/**
 * One page of the clinics within the radius, nearest first, with the total found. `count(*) over ()` is
 * evaluated before LIMIT/OFFSET, so the page's rows carry the total; the page never reaches past maxResults.
 */
export async function findNearbyClinics(
  db: Database,
  search: NearbySearch,
): Promise<{ rows: (ClinicRow & { distance: number })[]; total: number }> {
  const distance = distanceFrom(search.latitude, search.longitude);
  const query = (limit: number) =>
    db
      .select({
        ...clinicColumns(search.now),
        distance: distance.mapWith(Number),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(clinics)
      .innerJoin(providers, eq(providers.id, clinics.providerId))
      .innerJoin(brands, eq(brands.slug, clinics.brandSlug))
      .where(
        and(
          eq(providers.businessName, search.businessName),
          withinBox(search),
          sql`${distance} <= ${float(search.radiusMiles)}`,
          offersService(search.reasonId),
        ),
      )
      .orderBy(asc(distance), asc(clinics.providerId))
      .limit(limit);

  const limit = Math.min(search.size, search.maxResults - search.offset);
  const rows = limit > 0 ? await query(limit).offset(search.offset) : [];
  if (rows.length > 0 || search.offset === 0) {
    const total = Math.min(rows[0]?.total ?? 0, search.maxResults);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  // A page past the end has no row to carry the count; only then is it read on its own (one row suffices).
  const [first] = await query(1);
  return { rows: [], total: Math.min(first?.total ?? 0, search.maxResults) };
}

/** One clinic by its store numbers, saying whether it offers the clinic reason. */
export async function findClinicByStore(
  db: Database,
  store: { divisionNumber: string; storeNumber: string; businessName: string; reasonId: number; now: Date },
): Promise<(ClinicRow & { offersReason: boolean }) | undefined> {
  const [row] = await db
    .select({ ...clinicColumns(store.now), offersReason: offersService(store.reasonId).mapWith(Boolean) })
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
  return row;
}

/** The services a clinic offers, in catalog order. */
export async function findClinicServices(db: Database, providerId: string) {
  return db
    .select(serviceNameColumns)
    .from(providerServices)
    .innerJoin(services, eq(services.id, providerServices.serviceId))
    .where(eq(providerServices.providerId, providerId))
    .orderBy(asc(services.groupOrder), asc(services.order), asc(services.id));
}

/** Where every clinic of a business offering the reason stands; the place typeahead ranks by them. */
export async function findClinicPositions(
  db: Database,
  filter: { businessName: string; reasonId: number },
): Promise<{ latitude: number; longitude: number }[]> {
  return db
    .select({ latitude: clinics.latitude, longitude: clinics.longitude })
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .where(and(eq(providers.businessName, filter.businessName), offersService(filter.reasonId)));
}
