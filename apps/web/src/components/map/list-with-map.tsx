import type { ReactNode } from 'react';
import styles from './list-with-map.module.css';

/** A list of places and their map: the map above the list on small screens, beside it (in view) from tablet width. */
export function ListWithMap({ list, map }: { list: ReactNode; map: ReactNode }) {
  return (
    <div className={styles.withMap}>
      {list}
      <div className={styles.mapColumn}>{map}</div>
    </div>
  );
}
