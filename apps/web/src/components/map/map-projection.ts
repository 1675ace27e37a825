import { type GeoProjection, geoAlbersUsa, geoBounds, geoMercator } from 'd3-geo';
import type { GeoBox } from './geo-box';
import type { MapMarker } from './map-marker';

/** A lone clinic still shows its surroundings: the fitted area is at least this many degrees across. */
const MIN_SPAN_DEGREES = 0.12;
const MAP_PADDING = 36;
/** Points inverted along each edge of the screen: enough to follow the curved parallels of Albers USA. */
const EDGE_STEPS = 8;

/**
 * A Mercator projection fitted to the markers (with padding so pins are not cut at the edges); without
 * markers, the lower 48 states with Alaska and Hawaii inset (Albers USA).
 */
export function fittedProjection(markers: readonly MapMarker[], width: number, height: number): GeoProjection {
  const extent: [[number, number], [number, number]] = [
    [MAP_PADDING, MAP_PADDING],
    [Math.max(MAP_PADDING + 1, width - MAP_PADDING), Math.max(MAP_PADDING + 1, height - MAP_PADDING)],
  ];
  if (markers.length === 0) {
    return geoAlbersUsa()
      .scale(Math.min(width * 1.25, height * 2))
      .translate([width / 2, height / 2]);
  }
  const lngs = markers.map((marker) => marker.lng);
  const lats = markers.map((marker) => marker.lat);
  const pad = (min: number, max: number) => {
    const missing = Math.max(0, MIN_SPAN_DEGREES - (max - min)) / 2;
    return [min - missing, max + missing] as const;
  };
  const [west, east] = pad(Math.min(...lngs), Math.max(...lngs));
  const [south, north] = pad(Math.min(...lats), Math.max(...lats));
  // Without adaptive resampling, which bends long edges to a projection's curves: over the few degrees a fitted
  // map spans, Mercator keeps the atlas's short edges straight, and resampling every edge of the country's
  // outlines cost as much as projecting them.
  return geoMercator()
    .precision(0)
    .fitExtent(extent, {
      type: 'MultiPoint',
      coordinates: [
        [west, south],
        [east, north],
      ],
    });
}

/** Degrees of longitude the screen spans at zoom k; counties are drawn once it is small enough. */
export function visibleLongitudeSpan(projection: GeoProjection, width: number, k: number): number {
  const left = projection.invert?.([0, 0]);
  const right = projection.invert?.([width, 0]);
  if (!left || !right) return 360;
  return Math.abs(right[0] - left[0]) / k;
}

/**
 * The longitude/latitude box a rectangle of base-projection coordinates shows (see `visibleBounds`), from points
 * along its edges; null for a projection that cannot be inverted.
 */
export function visibleGeoBox(
  projection: GeoProjection,
  { x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number },
): GeoBox | null {
  const edges: [number, number][] = [];
  for (let step = 0; step <= EDGE_STEPS; step++) {
    const x = x0 + ((x1 - x0) * step) / EDGE_STEPS;
    const y = y0 + ((y1 - y0) * step) / EDGE_STEPS;
    edges.push([x, y0], [x, y1], [x0, y], [x1, y]);
  }
  const invert = projection.invert;
  if (!invert) return null;
  const coordinates = edges.flatMap((point) => {
    const place = invert(point);
    return place ? [place] : [];
  });
  return geoBounds({ type: 'MultiPoint', coordinates });
}

/**
 * The box of the globe whose state outlines a map's drawn `area` can show, or null to draw them all: the
 * no-marker map (Albers USA) insets Alaska and Hawaii, which lie outside the box its rectangle inverts to, and
 * an area wider than half the globe could have its box wrapped the wrong way round.
 */
export function outlineBox(
  projection: GeoProjection,
  area: { x0: number; y0: number; x1: number; y1: number },
  fittedToMarkers: boolean,
): GeoBox | null {
  if (!fittedToMarkers || area.x1 - area.x0 >= Math.PI * projection.scale()) return null;
  return visibleGeoBox(projection, area);
}
