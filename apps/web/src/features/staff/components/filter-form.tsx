import type { FormEventHandler, ReactNode } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary';
import styles from './filter-form.module.css';

/**
 * A boxed form that narrows what a page lists (the trail's entries, the waitlist's days): its heading, its
 * problems summed up above the fields, the fields side by side where there is room, and its buttons.
 */
export function FilterForm({
  headingId,
  heading,
  problems,
  focusKey,
  onSubmit,
  columns,
  buttons,
  children,
}: {
  headingId: string;
  heading: string;
  problems: readonly ErrorSummaryItem[];
  focusKey: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** How many fields stand side by side where there is room. */
  columns: 2 | 4;
  buttons: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ErrorSummary name={null} items={problems} focusKey={focusKey} />
      <div className={columns === 2 ? styles.pair : styles.row}>{children}</div>
      <div className={styles.buttons}>{buttons}</div>
    </form>
  );
}
