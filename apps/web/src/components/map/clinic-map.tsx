import { Component, lazy, type ReactNode, Suspense } from 'react';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-map.module.css';
import type { ClinicMapProps } from './clinic-map-view';

export type { ClinicMapProps } from './clinic-map-view';
export type { MapMarker } from './map-marker';

/** The map and its atlas are their own chunks: pages load them only when a map is on screen. */
const ClinicMapView = lazy(() => import('./clinic-map-view'));

/** A map that failed to load must not take the page with it: the cards beside it still work. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <p className={styles.placeholder}>{translate('controls.map.failed')}</p>;
    return this.props.children;
  }
}

/** The lazily loaded clinic map; see clinic-map-view.tsx. */
export function ClinicMap(props: ClinicMapProps) {
  return (
    <MapBoundary>
      <Suspense fallback={<p className={styles.placeholder}>{translate('controls.map.loading')}</p>}>
        <ClinicMapView {...props} />
      </Suspense>
    </MapBoundary>
  );
}
