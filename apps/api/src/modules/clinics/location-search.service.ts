import { type LocationPrediction, MAX_LOCATION_PREDICTIONS } from '@hs/contracts';
import { stateCodeFrom, US_STATES } from '@hs/domain';
import { resolveZip } from '#api/modules/geo';
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

/** Prefix matches, an exact city name before longer names, bigger cities first; at most 8. */
function predictCities(text: string): LocationPrediction[] {
  const found = new Map<Place, number>();
  queriesFor(text.toLowerCase()).forEach((query, rank) => {
    if (!query.cityPrefix) return;
    for (const place of allPlaces()) {
      if (found.has(place) || !matches(place, query)) continue;
      // Lower is better: exact names first, then the more specific reading of the text.
      found.set(place, (place.key === query.cityPrefix ? 0 : 10) + rank);
    }
  });
  return [...found.entries()]
    .sort(([a, rankA], [b, rankB]) => rankA - rankB || b.zipCount - a.zipCount || a.key.localeCompare(b.key))
    .slice(0, MAX_LOCATION_PREDICTIONS)
    .map(([place]) => ({
      description: `${place.city}, ${place.stateCode}`,
      city: place.city,
      stateCode: place.stateCode,
    }));
}

/** Typeahead predictions (§2 locator) for a ZIP code or the start of "City, ST" / "City, State". */
export function predictLocations(freeForm: string): LocationPrediction[] {
  const text = freeForm.trim().replace(/\s+/g, ' ');
  const zip = ZIP.exec(text);
  if (zip) {
    const place = resolveZip(zip[1]!);
    if (!place || !US_STATES.some((state) => state.code === place.stateCode)) return [];
    return [{ description: place.label, zip: zip[1]!, city: place.city, stateCode: place.stateCode }];
  }
  return predictCities(text);
}
