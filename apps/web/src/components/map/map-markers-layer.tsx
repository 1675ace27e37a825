import type { KeyboardEvent } from 'react';
import { cx } from '@/lib/browser/class-names';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-map.module.css';
import type { MarkerCluster } from './cluster-markers';

export interface MapMarkersLayerProps {
  clusters: MarkerCluster[];
  activeId?: string;
  onSelect: (id: string) => void;
  onExpand: (cluster: MarkerCluster) => void;
}

const onActivate = (action: () => void) => (event: KeyboardEvent<SVGGElement>) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
  action();
};

/** Clinic pins and cluster counts. Each is a button named after what it stands for. */
export function MapMarkersLayer({ clusters, activeId, onSelect, onExpand }: MapMarkersLayerProps) {
  return (
    <g>
      {clusters.map((cluster) => {
        const single = cluster.members.length === 1 ? cluster.members[0] : undefined;
        const transform = `translate(${cluster.x.toFixed(1)} ${cluster.y.toFixed(1)})`;
        if (single) {
          const isActive = single.id === activeId;
          return (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group takes the role instead.
            <g
              key={cluster.key}
              role="button"
              tabIndex={0}
              aria-label={single.label}
              aria-pressed={isActive}
              transform={transform}
              className={cx(styles.marker, isActive && styles.markerActive)}
              onClick={() => onSelect(single.id)}
              onKeyDown={onActivate(() => onSelect(single.id))}
            >
              <title>{single.label}</title>
              <circle cy={-15} r={17} className={styles.hitArea} />
              <path d="M0 0 C -3 -7 -11 -11 -11 -19 A 11 11 0 1 1 11 -19 C 11 -11 3 -7 0 0 Z" className={styles.pin} />
              <circle cy={-19} r={4} className={styles.pinDot} />
            </g>
          );
        }
        const label = translate('controls.map.cluster', { count: cluster.members.length });
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group takes the role instead.
          <g
            key={cluster.key}
            role="button"
            tabIndex={0}
            aria-label={label}
            transform={transform}
            className={styles.cluster}
            onClick={() => onExpand(cluster)}
            onKeyDown={onActivate(() => onExpand(cluster))}
          >
            <title>{label}</title>
            <circle r={18} className={styles.clusterCircle} />
            <text textAnchor="middle" dy="0.35em" className={styles.clusterCount}>
              {cluster.members.length}
            </text>
          </g>
        );
      })}
    </g>
  );
}
