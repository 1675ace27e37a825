import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { type CountiesTopology, type CountyAtlas, countyAtlas } from './county-atlas';

/** State shapes and their shared borders, from the us-atlas TopoJSON bundled with the app (no tile service). */
export interface StatesLayer {
  land: FeatureCollection<Geometry, { name: string }>;
  borders: MultiLineString;
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

/** The atlas is loaded only when a map is shown, so it never weighs on the first screen. */
export async function loadStates(): Promise<StatesLayer> {
  const module = await import('us-atlas/states-10m.json');
  const topology = module.default as unknown as StatesTopology;
  return {
    land: feature(topology, topology.objects.states) as StatesLayer['land'],
    borders: mesh(topology, topology.objects.states, (a, b) => a !== b),
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
  await new Promise((resolve) => setTimeout(resolve, 0));
  return countyAtlas(topology);
}
