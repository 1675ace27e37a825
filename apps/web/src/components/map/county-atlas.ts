import { geoBounds } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { type Bounded, boxesOverlap, type GeoBox } from './geo-box';

type Named = { name: string };
export type CountyFeature = Feature<Geometry, Named>;
/** us-atlas `counties-10m`: counties and the states they make up, sharing arcs. */
export type CountiesTopology = Topology<{ counties: GeometryCollection<Named>; states: GeometryCollection<Named> }>;
/** Any us-atlas topology with a states object (`states-10m` has nothing else). */
export type StatesTopology = Topology<{ states: GeometryCollection<Named> }>;

export interface CountyAtlas {
  /** The counties whose bounds meet the box, converted on first use a state at a time. */
  countiesIn(box: GeoBox): CountyFeature[];
}

/** The ids of the states whose bounds meet the box. */
export const statesIn = (states: readonly Bounded<string>[], box: GeoBox): string[] =>
  states.filter((state) => boxesOverlap(state.bounds, box)).map((state) => state.item);

/**
 * Each arc's box in degrees, read straight from the (quantized, delta-encoded) arcs without building a shape,
 * which is far cheaper than `geoBounds` of every state. An arc across the antimeridian gets a box around the
 * globe, which is only too wide.
 */
function arcBoxes({ arcs, transform }: Topology): GeoBox[] {
  const [scaleX, scaleY] = transform?.scale ?? [1, 1];
  const [moveX, moveY] = transform?.translate ?? [0, 0];
  return arcs.map((arc) => {
    let x = 0;
    let y = 0;
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const [dx = 0, dy = 0] of arc) {
      x = transform ? x + dx : dx;
      y = transform ? y + dy : dy;
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
    }
    return [
      [west * scaleX + moveX, south * scaleY + moveY],
      [east * scaleX + moveX, north * scaleY + moveY],
    ];
  });
}

/** The box around a polygon's arcs (a negative index is an arc walked backwards, ~index). */
function boxOfArcs(geometry: GeometryObject<Named>, boxes: readonly GeoBox[]): GeoBox {
  const indexes =
    geometry.type === 'Polygon' ? geometry.arcs.flat() : geometry.type === 'MultiPolygon' ? geometry.arcs.flat(2) : [];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const index of indexes) {
    const box = boxes[index < 0 ? ~index : index];
    if (!box) continue;
    [west, south, east, north] = [
      Math.min(west, box[0][0]),
      Math.min(south, box[0][1]),
      Math.max(east, box[1][0]),
      Math.max(north, box[1][1]),
    ];
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Each state's id and the box around its outline, to pick the states whose counties a view needs. */
export function stateBoxes(topology: StatesTopology): Bounded<string>[] {
  const boxes = arcBoxes(topology);
  return topology.objects.states.geometries.map((state) => ({
    item: String(state.id),
    bounds: boxOfArcs(state, boxes),
  }));
}

/** A county's id is its 5-digit FIPS code, whose first two digits are its state's id. */
const stateOf = (county: GeometryObject<Named>) => String(county.id).slice(0, 2);

/**
 * The county layer, converted lazily: converting all ~3 200 counties and projecting each on every view change
 * was most of a map page's main-thread time, so only the counties of the states a view meets are converted,
 * each once with its bounds, and a view change then compares boxes.
 */
export function countyAtlas(topology: CountiesTopology): CountyAtlas {
  const states = stateBoxes(topology);
  const geometriesByState = new Map<string, GeometryObject<Named>[]>();
  for (const county of topology.objects.counties.geometries) {
    const state = stateOf(county);
    const list = geometriesByState.get(state);
    if (list) list.push(county);
    else geometriesByState.set(state, [county]);
  }
  const converted = new Map<string, Bounded<CountyFeature>[]>();
  const countiesOf = (state: string) => {
    const known = converted.get(state);
    if (known) return known;
    const counties = (geometriesByState.get(state) ?? []).map((geometry) => {
      // County geometries are polygons, so each converts to a single feature.
      const county = feature(topology, geometry) as CountyFeature;
      return { item: county, bounds: geoBounds(county) };
    });
    converted.set(state, counties);
    return counties;
  };
  return {
    countiesIn: (box) =>
      statesIn(states, box)
        .flatMap(countiesOf)
        .filter((county) => boxesOverlap(county.bounds, box))
        .map((county) => county.item),
  };
}
