import { MAP_CLUSTER_GRID_SIZE } from '@hs/domain';
import { geoPath } from 'd3-geo';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import styles from './clinic-map.module.css';
import { clusterMarkers, type MarkerCluster } from './cluster-markers';
import { MapBaseLayers } from './map-base-layers';
import type { MapMarker, PlacedMarker } from './map-marker';
import { MapMarkersLayer } from './map-markers-layer';
import { fittedProjection, visibleLongitudeSpan } from './map-projection';
import {
  INITIAL_VIEW,
  type MapView,
  PAN_STEP,
  panBy,
  toScreen,
  visibleBounds,
  ZOOM_LIMITS,
  ZOOM_STEP,
  zoomAt,
} from './map-view';
import { useAtlas } from './use-atlas';
import { useElementSize } from './use-element-size';

export interface ClinicMapProps {
  markers: readonly MapMarker[];
  activeId?: string;
  onSelect: (id: string) => void;
  /** Names the map for screen readers. */
  label?: string;
  className?: string;
}

/** Counties are drawn once the screen spans fewer degrees of longitude than this. */
const COUNTY_SPAN_DEGREES = 6;
const FALLBACK_SIZE = { width: 600, height: 420 };
/** A pin stands this far above its point; one whose head would leave the frame is not drawn. */
const PIN_HEIGHT = 30;
/** A press that moves further than this is a drag, not a click on a pin. */
const DRAG_THRESHOLD = 4;

/**
 * An interactive map of clinics that works offline: state and county outlines drawn as SVG from the bundled
 * atlas, pins and clusters (grid 100 px, §9), pan and zoom by buttons, keyboard (arrows, + and −) and dragging.
 */
export default function ClinicMapView({
  markers,
  activeId,
  onSelect,
  label = 'Map of clinic locations',
  className,
}: ClinicMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(frameRef, FALLBACK_SIZE);
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const helpId = useId();

  const projection = useMemo(() => fittedProjection(markers, width, height), [markers, width, height]);
  const wantCounties = visibleLongitudeSpan(projection, width, view.k) < COUNTY_SPAN_DEGREES;
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

  const visibleCounties = useMemo(() => {
    if (!wantCounties || !atlas.counties) return null;
    const bounds = visibleBounds(view, width, height);
    const path = geoPath(projection);
    return atlas.counties.filter((county) => {
      const [[x0, y0], [x1, y1]] = path.bounds(county);
      return x1 >= bounds.x0 && x0 <= bounds.x1 && y1 >= bounds.y0 && y0 <= bounds.y1;
    });
  }, [wantCounties, atlas.counties, view, width, height, projection]);

  const zoom = (factor: number) => setView((current) => zoomAt(current, factor, width / 2, height / 2));
  const expand = (cluster: MarkerCluster) => {
    const first = cluster.members[0];
    if (view.k * ZOOM_STEP > ZOOM_LIMITS.max && first) onSelect(first.id);
    else
      setView((current) =>
        zoomAt(panBy(current, width / 2 - cluster.x, height / 2 - cluster.y), ZOOM_STEP, width / 2, height / 2),
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) setView((current) => panBy(current, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoom(1 / ZOOM_STEP);
    else if (event.key === '0') setView(INITIAL_VIEW);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!start.moved) event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((current) => panBy(current, dx, dy));
  };
  const onPointerUp = () => {
    // A drag that ends on a pin must not also select it; the click that follows is swallowed below.
    window.setTimeout(() => {
      drag.current = null;
    }, 0);
  };
  const swallowClickAfterDrag = (event: MouseEvent) => {
    if (drag.current?.moved) event.stopPropagation();
  };

  const transform = `translate(${view.x.toFixed(2)} ${view.y.toFixed(2)}) scale(${view.k})`;
  return (
    <div className={className ? `${styles.map} ${className}` : styles.map}>
      {/* biome-ignore lint/a11y/useSemanticElements: a map is not a form group; fieldset would say it is. */}
      <div
        ref={frameRef}
        className={styles.frame}
        role="group"
        aria-label={label}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys, so it takes focus.
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <p id={helpId} className="visually-hidden">
          Use the arrow keys to move the map, plus and minus to zoom, and 0 to reset. Each pin is a button.
        </p>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={styles.svg}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onClickCapture={swallowClickAfterDrag}
        >
          <title>{label}</title>
          <rect width={width} height={height} className={styles.water} />
          <MapBaseLayers
            projection={projection}
            states={atlas.states}
            counties={visibleCounties}
            transform={transform}
          />
          <MapMarkersLayer clusters={clusters} activeId={activeId} onSelect={onSelect} onExpand={expand} />
        </svg>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in">
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={styles.control} onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out">
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={styles.control} onClick={() => setView(INITIAL_VIEW)} aria-label="Reset map">
          <span aria-hidden="true">⟲</span>
        </button>
      </div>
    </div>
  );
}
