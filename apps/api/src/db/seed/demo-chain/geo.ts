import { find as findTimeZones } from 'geo-tz';

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine); good to well under 1% at metro scale. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The IANA zone at a point, from the time-zone boundary data rather than a per-state guess. */
export function timeZoneAt(latitude: number, longitude: number): string {
  const zone = findTimeZones(latitude, longitude)[0];
  if (!zone) throw new Error(`No time zone found at ${latitude},${longitude}`);
  return zone;
}
