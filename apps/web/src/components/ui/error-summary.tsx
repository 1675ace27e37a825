import type { AnalyticsAlert } from '@hs/contracts';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useAlertAnalytics } from '@/lib/analytics/use-alert-analytics';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './error-summary.module.css';

export interface ErrorSummaryItem {
  /** Id of the control to move to; for radios and checkboxes, the group's first input. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** Which banner this is ('search-banner'), as display-alert analytics name it; null: none (see Alert). */
  name: AnalyticsAlert | null;
  title?: string;
  items: readonly ErrorSummaryItem[];
  /** Take focus when shown (GOV.UK). Off where the spec wants the first invalid field focused instead. */
  autoFocus?: boolean;
  /** Changes on each failed submit so the summary takes focus again even if its errors are the same. */
  focusKey?: string | number;
}

const NOT_YET = Symbol('not focused yet');

/** The list of a form's errors above it, each a link to its field. Renders nothing without errors. */
export function ErrorSummary({ name, title, items, autoFocus = true, focusKey }: ErrorSummaryProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const visible = items.length > 0;
  useAlertAnalytics(visible ? name : undefined, focusKey);

  // focusKey changes on every failed submit, so the summary takes focus again even when already shown. It
  // takes focus only then: errors that appear later (a field left invalid) must not pull the visitor away.
  const focusedFor = useRef<unknown>(NOT_YET);
  useEffect(() => {
    const fresh = focusedFor.current !== focusKey;
    focusedFor.current = focusKey;
    if (fresh && visible && autoFocus) ref.current?.focus();
  }, [visible, autoFocus, focusKey]);

  if (!visible) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focusing directly keeps the URL free of fragments and puts the cursor in the field.
    event.preventDefault();
    field.focus();
  };

  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t('ui.errorSummary.title')}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.fieldId}:${item.message}`}>
            <a href={`#${item.fieldId}`} onClick={(event) => goTo(event, item.fieldId)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
