import { useEffect, useState } from 'react';
import { type Coordinates, roundCoordinate } from '@/features/locator/model/locator-query';

/** A fix this old is good enough for finding the nearest clinic, and spares a new satellite lookup. */
const MAX_POSITION_AGE_MS = 10 * 60_000;

/**
 * The visitor's position, asked for once on mount (§4) and rounded to 4 decimals (about 11 m), the precision
 * the locator's URL and its clinic search carry. Null until known, and for good when the browser has no
 * geolocation or the visitor declines.
 */
export function useGeolocation(): Coordinates | null {
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!active) return;
        setPosition({ latitude: roundCoordinate(coords.latitude), longitude: roundCoordinate(coords.longitude) });
      },
      // Declined or unavailable: the locator works from typed places alone.
      () => undefined,
      { maximumAge: MAX_POSITION_AGE_MS, timeout: 15_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return position;
}
