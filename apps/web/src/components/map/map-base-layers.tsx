import { type GeoProjection, geoPath } from 'd3-geo';
import { memo, useMemo } from 'react';
import styles from './clinic-map.module.css';
import type { CountyFeature } from './county-atlas';
import type { StatesLayer } from './map-atlas';

export interface MapBaseLayersProps {
  projection: GeoProjection;
  states: StatesLayer | null;
  /** Counties on screen (already filtered); null when not drawn. */
  counties: CountyFeature[] | null;
  transform: string;
}

/**
 * State shapes, county lines and state borders, projected once and moved with a transform when panning
 * and zooming; strokes keep their width at any zoom (non-scaling-stroke).
 */
export const MapBaseLayers = memo(function MapBaseLayers({
  projection,
  states,
  counties,
  transform,
}: MapBaseLayersProps) {
  const path = useMemo(() => geoPath(projection), [projection]);
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
