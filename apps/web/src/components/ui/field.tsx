import type { ReactNode } from 'react';
import { cx } from '@/lib/browser/class-names';
import styles from './field.module.css';
import { describedByFor, FieldError, hintIdFor } from './field-error';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** For a field already named by a visible heading: the label stays for screen readers only. */
  labelHidden?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, an optional hint, the control and its error message under it, all linked for assistive tech. */
export function Field({ id, label, hint, error, labelHidden = false, className, children }: FieldProps) {
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedByFor(id, Boolean(hint), Boolean(error)),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={cx(styles.field, error && styles.fieldInvalid, className)}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {hint ? (
        <div id={hintIdFor(id)} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {children(control)}
      <FieldError id={id} message={error} />
    </div>
  );
}
