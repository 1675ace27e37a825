import { type GeoProjection, geoClipRectangle, geoPath } from 'd3-geo';
import { memo, useMemo } from 'react';
import styles from './clinic-map.module.css';
import type { CountyFeature } from './county-atlas';
import type { GeoBox } from './geo-box';
import { outlinesIn, type StatesLayer } from './map-atlas';
import type { Box } from './map-view';

export interface MapBaseLayersProps {
  projection: GeoProjection;
  states: StatesLayer | null;
  /** Counties on screen (already filtered); null when not drawn. */
  counties: CountyFeature[] | null;
  /** The base-projection rectangle to draw; outlines beyond it are cut off (see `outlineArea`). */
  area: Box;
  /** The globe's box around `area`, whose state outlines are drawn; null draws them all. */
  areaBox: GeoBox | null;
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
  areaBox,
  transform,
}: MapBaseLayersProps) {
  const path = useMemo(() => {
    const clip = geoClipRectangle(area.x0, area.y0, area.x1, area.y1);
    return geoPath({ stream: (output) => projection.stream(clip(output)) });
  }, [projection, area]);
  const outlines = useMemo(() => (states ? outlinesIn(states, areaBox) : null), [states, areaBox]);
  const land = useMemo(() => (outlines ? (path(outlines.land) ?? '') : ''), [path, outlines]);
  const borders = useMemo(() => (outlines ? (path(outlines.borders) ?? '') : ''), [path, outlines]);
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
