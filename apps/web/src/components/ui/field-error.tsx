import { translate } from '@/lib/i18n/i18n';
import styles from './field.module.css';

export const hintIdFor = (id: string) => `${id}-hint`;
const errorIdFor = (id: string) => `${id}-error`;

/** The ids a control's aria-describedby should list: its hint, then its error. */
export function describedByFor(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint && hintIdFor(id), hasError && errorIdFor(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The message under a field. The live region stays mounted so a message that appears later
 * (re-validation while typing) is announced too.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <div aria-live="polite" className={styles.errorRegion}>
      {message ? (
        <p id={errorIdFor(id)} className={styles.error}>
          <span className="visually-hidden">{translate('ui.fieldError')}</span> {message}
        </p>
      ) : null}
    </div>
  );
}
