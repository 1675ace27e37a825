import { type GeoProjection, geoClipRectangle, geoPath } from 'd3-geo';
import { memo, useMemo } from 'react';
import styles from './clinic-map.module.css';
import type { CountyFeature } from './county-atlas';
import type { StatesLayer } from './map-atlas';
import type { Box } from './map-view';

export interface MapBaseLayersProps {
  projection: GeoProjection;
  states: StatesLayer | null;
  /** Counties on screen (already filtered); null when not drawn. */
  counties: CountyFeature[] | null;
  /** The base-projection rectangle to draw; outlines beyond it are cut off (see `outlineArea`). */
  area: Box;
  transform: string;
}

/**
 * State shapes, county lines and state borders within `area`, projected once and moved with a transform when
 * panning and zooming; strokes keep their width at any zoom (non-scaling-stroke).
 */
export const MapBaseLayers = memo(function MapBaseLayers({
  projection,
  states,
  counties,
  area,
  transform,
}: MapBaseLayersProps) {
  const path = useMemo(() => {
    const clip = geoClipRectangle(area.x0, area.y0, area.x1, area.y1);
    return geoPath({ stream: (output) => projection.stream(clip(output)) });
  }, [projection, area]);
  const land = useMemo(() => (states ? (path(states.land) ?? '') : ''), [path, states]);
  const borders = useMemo(() => (states ? (path(states.borders) ?? '') : ''), [path, states]);
  const countyLines = useMemo(
    () => (counties ? counties.map((county) => path(county) ?? '').join('') : ''),
    [path, counties],
  );
  return (
    <g transform={transform}>
      <path d={land} className={styles.land} vectorEffect="non-scaling-stroke" />
      {countyLines ? <path d={countyLines} className={styles.county} vectorEffect="non-scaling-stroke" /> : null}
      <path d={borders} className={styles.border} vectorEffect="non-scaling-stroke" />
    </g>
  );
});
