import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { yieldToBrowser } from '@/lib/browser/yield-to-browser';
import { type CountiesTopology, type CountyAtlas, countyAtlas, type StatesTopology, stateBoxes } from './county-atlas';
import { type Bounded, boxesOverlap, type GeoBox } from './geo-box';

type StateFeature = Feature<Geometry, { name: string }>;

/**
 * State shapes and their shared borders, from the us-atlas TopoJSON bundled with the app (no tile service),
 * each with its box: projecting every point of the country's outlines is most of drawing a map, so a map
 * draws only the pieces its area can show.
 */
export interface StatesLayer {
  /** Each state's shape, converted from the atlas the first time a map shows it. */
  states: Bounded<() => StateFeature>[];
  /** The borders between states, one line at a time. */
  borders: Bounded<Position[]>[];
}

/** `make`'s value, made on the first call only. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The box around a line's points; one crossing the antimeridian gets a box around the globe, only too wide. */
function lineBox(line: readonly Position[]): GeoBox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [longitude = 0, latitude = 0] of line) {
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The atlas is loaded only when a map is shown, so it never weighs on the first screen. */
export async function loadStates(): Promise<StatesLayer> {
  const module = await import('us-atlas/states-10m.json');
  const topology = module.default as unknown as StatesTopology;
  const boxes = stateBoxes(topology);
  return {
    states: topology.objects.states.geometries.map((state, index) => ({
      item: once(() => feature(topology, state) as StateFeature),
      bounds: boxes[index]!.bounds,
    })),
    borders: mesh(topology, topology.objects.states, (a, b) => a !== b).coordinates.map((line) => ({
      item: line,
      bounds: lineBox(line),
    })),
  };
}

/** The outlines to draw for a box of the globe: everything when the box is unknown (null). */
export function outlinesIn(
  layer: StatesLayer,
  box: GeoBox | null,
): { land: FeatureCollection<Geometry, { name: string }>; borders: MultiLineString } {
  const meets = <T>(piece: Bounded<T>) => box === null || boxesOverlap(piece.bounds, box);
  return {
    land: { type: 'FeatureCollection', features: layer.states.filter(meets).map((state) => state.item()) },
    borders: { type: 'MultiLineString', coordinates: layer.borders.filter(meets).map((line) => line.item) },
  };
}

let counties: Promise<CountyAtlas> | undefined;

/**
 * Counties (842 KB against the states' 115 KB) are only drawn when zoomed in, so they load separately, and as
 * a file of data: parsing 842 KB of JSON costs the main thread a fraction of compiling it as a script module.
 * Every map on the page shares the one atlas; a failed load is not kept, so the next map tries again.
 */
export function loadCounties(): Promise<CountyAtlas> {
  counties ??= fetchCounties().catch((error: unknown) => {
    counties = undefined;
    throw error;
  });
  return counties;
}

async function fetchCounties(): Promise<CountyAtlas> {
  const response = await fetch(countiesUrl);
  if (!response.ok) throw new Error(`The county outlines answered ${response.status}.`);
  const topology = (await response.json()) as CountiesTopology;
  // Parsing and measuring the states are each a long stretch of work: a task apart, input is not held up by both.
  await yieldToBrowser();
  return countyAtlas(topology);
}
