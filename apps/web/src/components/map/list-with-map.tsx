import type { ReactNode } from 'react';
import styles from './list-with-map.module.css';

/** Class names for the list column and its heading, so every list beside a map reads the same. */
export const listColumnClasses = { list: styles.list, heading: styles.listHeading };

/** A list of places and their map: the map above the list on small screens, beside it (in view) from tablet width. */
export function ListWithMap({ list, map }: { list: ReactNode; map: ReactNode }) {
  return (
    <div className={styles.withMap}>
      {list}
      <div className={styles.mapColumn}>{map}</div>
    </div>
  );
}
