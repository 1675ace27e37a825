import { Fragment, type ReactNode } from 'react';
import styles from './details-list.module.css';

export type DetailRow = readonly [label: string, value: ReactNode];

/** Labelled values as a description list, e.g. an appointment's when, where and what. */
export function DetailsList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
