import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** State shapes and their shared borders, from the us-atlas TopoJSON bundled with the app (no tile service). */
export interface StatesLayer {
  land: FeatureCollection<Geometry, { name: string }>;
  borders: MultiLineString;
}

export type CountyFeature = Feature<Geometry, { name: string }>;

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;
type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

/** The atlas is loaded only when a map is shown, so it never weighs on the first screen. */
export async function loadStates(): Promise<StatesLayer> {
  const module = await import('us-atlas/states-10m.json');
  const topology = module.default as unknown as StatesTopology;
  return {
    land: feature(topology, topology.objects.states) as StatesLayer['land'],
    borders: mesh(topology, topology.objects.states, (a, b) => a !== b),
  };
}

/** Counties are four times the size of states and only drawn when zoomed in, so they load separately. */
export async function loadCounties(): Promise<CountyFeature[]> {
  const module = await import('us-atlas/counties-10m.json');
  const topology = module.default as unknown as CountiesTopology;
  return (feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>).features;
}
