import { CLINIC_RADIUS_MILES, type LocationPrediction, MAX_LOCATION_PREDICTIONS } from '@hs/contracts';
import { DEFAULT_CLINIC_REASON_ID, stateCodeFrom, US_STATES } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { distanceMiles, resolveZip } from '#api/modules/geo';
import { findClinicPositions } from './clinics.repository.js';
import { allPlaces, type Place } from './place-index.js';

const ZIP = /^(\d{5})(?:-\d{4})?$/;

interface Query {
  cityPrefix: string;
  /** States the typed state part could still mean; undefined means any state. */
  states?: ReadonlySet<string>;
}

/** "o" could be OH, OK or OR; "new" could be New York, New Jersey…: a state part is matched as a prefix too. */
function statesStartingWith(text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set(
    US_STATES.filter(
      (state) => state.code.toLowerCase().startsWith(lower) || state.name.toLowerCase().startsWith(lower),
    ).map((state) => state.code),
  );
}

/**
 * How the typed text may split into a city and a state. With a comma the split is explicit; without one,
 * trailing words that fully name a state ("dayton oh", "columbus new mexico") are tried as the state, and
 * the whole text is always tried as the start of a city name in any state.
 */
function queriesFor(text: string): Query[] {
  const comma = text.lastIndexOf(',');
  if (comma !== -1) {
    const statePart = text.slice(comma + 1).trim();
    return [
      { cityPrefix: text.slice(0, comma).trim(), ...(statePart ? { states: statesStartingWith(statePart) } : {}) },
    ];
  }
  const words = text.split(' ');
  const splits = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    splits.push({ cityPrefix: words.slice(0, -take).join(' '), statePart: words.slice(-take).join(' ') });
  }
  const named = splits.flatMap(({ cityPrefix, statePart }) => {
    const state = stateCodeFrom(statePart);
    return state ? [{ cityPrefix, states: new Set([state]) }] : [];
  });
  // Still typing the state ("dayton o"): a state prefix is the least likely reading, so it comes last.
  const partial = splits.map(({ cityPrefix, statePart }) => ({ cityPrefix, states: statesStartingWith(statePart) }));
  return [...named, { cityPrefix: text }, ...partial.filter((query) => query.states.size > 0)];
}

function matches(place: Place, query: Query): boolean {
  return place.key.startsWith(query.cityPrefix) && (!query.states || query.states.has(place.stateCode));
}

interface Position {
  latitude: number;
  longitude: number;
}

/** Whether a locator search for the place, at its default radius, finds a clinic. */
function hasClinicNearby(place: Place, clinics: readonly Position[]): boolean {
  return clinics.some((clinic) => distanceMiles(place, clinic) <= CLINIC_RADIUS_MILES.default);
}

/**
 * Prefix matches, at most 8: places where a search finds clinics first (a visitor typing "Nash" means the
 * Nashville with clinics, not Nash, OK); then an exact city name before longer names and the more specific
 * reading of the text; then bigger cities; then alphabetically. Having clinics is a yes or no rather than a
 * count, so a small suburb of a large metro does not outrank a core city of a smaller one.
 */
function predictCities(text: string, clinics: readonly Position[]): LocationPrediction[] {
  const found = new Map<Place, number>();
  queriesFor(text.toLowerCase()).forEach((query, rank) => {
    if (!query.cityPrefix) return;
    for (const place of allPlaces()) {
      if (found.has(place) || !matches(place, query)) continue;
      // Lower is better: exact names first, then the more specific reading of the text.
      found.set(place, (place.key === query.cityPrefix ? 0 : 10) + rank);
    }
  });
  const withClinics = new Set([...found.keys()].filter((place) => hasClinicNearby(place, clinics)));
  const clinicsFirst = (place: Place) => (withClinics.has(place) ? 0 : 1);
  return [...found.entries()]
    .sort(
      ([a, rankA], [b, rankB]) =>
        clinicsFirst(a) - clinicsFirst(b) ||
        rankA - rankB ||
        b.zipCount - a.zipCount ||
        a.key.localeCompare(b.key) ||
        a.stateCode.localeCompare(b.stateCode),
    )
    .slice(0, MAX_LOCATION_PREDICTIONS)
    .map(([place]) => ({
      description: `${place.city}, ${place.stateCode}`,
      city: place.city,
      stateCode: place.stateCode,
    }));
}

/**
 * Typeahead predictions (§2 locator) for a ZIP code or the start of "City, ST" / "City, State", given where
 * the chain's clinics are.
 */
export function predictionsFor(freeForm: string, clinics: readonly Position[]): LocationPrediction[] {
  const text = freeForm.trim().replace(/\s+/g, ' ');
  const zip = ZIP.exec(text);
  if (zip) {
    const place = resolveZip(zip[1]!);
    if (!place || !US_STATES.some((state) => state.code === place.stateCode)) return [];
    return [{ description: place.label, zip: zip[1]!, city: place.city, stateCode: place.stateCode }];
  }
  return predictCities(text, clinics);
}

/** The predictions, ranked by the clinics a locator search (tlc, default reason) would find. */
export async function predictLocations(context: { db: Database }, freeForm: string): Promise<LocationPrediction[]> {
  const clinics = await findClinicPositions(context.db, { businessName: 'tlc', reasonId: DEFAULT_CLINIC_REASON_ID });
  return predictionsFor(freeForm, clinics);
}
