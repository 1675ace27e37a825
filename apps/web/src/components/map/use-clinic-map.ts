import { MAP_CLUSTER_GRID_SIZE } from '@hs/domain';
import type { GeoProjection } from 'd3-geo';
import { useEffect, useMemo, useRef } from 'react';
import { clusterMarkers, type MarkerCluster } from './cluster-markers';
import type { MapMarker, PlacedMarker } from './map-marker';
import { fittedProjection, outlineBox, visibleGeoBox, visibleLongitudeSpan } from './map-projection';
import { type Box, outlineArea, toScreen, visibleBounds } from './map-view';
import { useAtlas } from './use-atlas';
import { useElementSize } from './use-element-size';
import { useMapNavigation } from './use-map-navigation';

/** Counties are drawn once the screen spans fewer degrees of longitude than this. */
const COUNTY_SPAN_DEGREES = 6;
const FALLBACK_SIZE = { width: 600, height: 420 };
/** A pin stands this far above its point; one whose head would leave the frame is not drawn. */
const PIN_HEIGHT = 30;

/**
 * What the clinic map draws for the frame's size and view: the projection fitted to the markers, the
 * counties in sight once zoomed in close enough, and the pins on screen clustered on a 100 px grid (§9).
 */
export function useClinicMap(markers: readonly MapMarker[], onSelect: (id: string) => void) {
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(frameRef, FALLBACK_SIZE);
  const navigation = useMapNavigation(width, height);
  const { view } = navigation;

  const projection = useMemo(() => fittedProjection(markers, width, height), [markers, width, height]);
  const wantCounties = visibleLongitudeSpan(projection, width, view.k) < COUNTY_SPAN_DEGREES;
  const drawn = useRef<{ projection: GeoProjection; area: Box } | null>(null);
  const area = useMemo(() => {
    const previous = drawn.current?.projection === projection ? drawn.current.area : null;
    return outlineArea(previous, visibleBounds(view, width, height));
  }, [projection, view, width, height]);
  useEffect(() => {
    drawn.current = { projection, area };
  }, [projection, area]);
  const fitted = markers.length > 0;
  const areaBox = useMemo(() => outlineBox(projection, area, fitted), [projection, area, fitted]);
  const atlas = useAtlas(wantCounties);

  const placed: PlacedMarker[] = useMemo(
    () =>
      markers.flatMap((marker) => {
        const point = projection([marker.lng, marker.lat]);
        if (!point) return [];
        const [x, y] = toScreen(view, point);
        return [{ ...marker, x, y }];
      }),
    [markers, projection, view],
  );
  // Pins panned out of the frame are not drawn, so keyboard users never tab to something they cannot see.
  const clusters = useMemo(() => {
    const onScreen = placed.filter(
      (marker) => marker.x >= 0 && marker.x <= width && marker.y >= PIN_HEIGHT && marker.y <= height + PIN_HEIGHT / 2,
    );
    return clusterMarkers(onScreen, MAP_CLUSTER_GRID_SIZE);
  }, [placed, width, height]);

  const counties = useMemo(() => {
    if (!wantCounties || !atlas.counties) return null;
    const box = visibleGeoBox(projection, visibleBounds(view, width, height));
    return box ? atlas.counties.countiesIn(box) : null;
  }, [wantCounties, atlas.counties, view, width, height, projection]);

  /** A cluster zooms in around itself; one that cannot be split by zooming selects its first clinic. */
  const expand = (cluster: MarkerCluster) => {
    const first = cluster.members[0];
    if (!navigation.zoomInto(cluster.x, cluster.y) && first) onSelect(first.id);
  };

  return {
    frameRef,
    width,
    height,
    projection,
    states: atlas.states,
    counties,
    area,
    areaBox,
    clusters,
    expand,
    navigation,
    transform: `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.k})`,
  };
}
