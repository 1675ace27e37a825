import { useId } from 'react';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-map.module.css';
import { MapBaseLayers } from './map-base-layers';
import type { MapMarker } from './map-marker';
import { MapMarkersLayer } from './map-markers-layer';
import { useClinicMap } from './use-clinic-map';

export interface ClinicMapProps {
  markers: readonly MapMarker[];
  activeId?: string;
  onSelect: (id: string) => void;
  /** Names the map for screen readers. */
  label?: string;
  className?: string;
}

/**
 * An interactive map of clinics that works offline: state and county outlines drawn as SVG from the bundled
 * atlas, pins and clusters (grid 100 px, §9), pan and zoom by buttons, keyboard (arrows, + and −) and dragging.
 */
export default function ClinicMapView({
  markers,
  activeId,
  onSelect,
  label = translate('controls.map.label'),
  className,
}: ClinicMapProps) {
  const map = useClinicMap(markers, onSelect);
  const { width, height, navigation } = map;
  const helpId = useId();

  return (
    <div className={className ? `${styles.map} ${className}` : styles.map}>
      {/* biome-ignore lint/a11y/useSemanticElements: a map is not a form group; fieldset would say it is. */}
      <div
        ref={map.frameRef}
        className={styles.frame}
        role="group"
        aria-label={label}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map pans with the arrow keys, so it takes focus.
        tabIndex={0}
        onKeyDown={navigation.onKeyDown}
      >
        <p id={helpId} className="visually-hidden">
          {translate('controls.map.keyboardHint')}
        </p>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={styles.svg}
          {...navigation.pointer}
        >
          <title>{label}</title>
          <rect width={width} height={height} className={styles.water} />
          <MapBaseLayers
            projection={map.projection}
            states={map.states}
            counties={map.counties}
            area={map.area}
            areaBox={map.areaBox}
            transform={map.transform}
          />
          <MapMarkersLayer clusters={map.clusters} activeId={activeId} onSelect={onSelect} onExpand={map.expand} />
        </svg>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={navigation.zoomIn}
          aria-label={translate('controls.map.zoomIn')}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={navigation.zoomOut}
          aria-label={translate('controls.map.zoomOut')}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={navigation.reset}
          aria-label={translate('controls.map.reset')}
        >
          <span aria-hidden="true">⟲</span>
        </button>
      </div>
    </div>
  );
}
