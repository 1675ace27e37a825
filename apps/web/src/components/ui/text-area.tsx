import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';
import { Field, type LabelledControlProps } from './field';
import fieldStyles from './field.module.css';
import styles from './text-area.module.css';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'children'>,
    LabelledControlProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box for free-text answers. Works with react-hook-form's `register`. */
export function TextArea({
  name,
  id,
  label,
  hint,
  error,
  labelHidden,
  rows = 4,
  className,
  ref,
  ...props
}: TextAreaProps) {
  return (
    <Field id={id ?? name} label={label} hint={hint} error={error} labelHidden={labelHidden ?? false}>
      {(control) => (
        <textarea
          {...props}
          {...control}
          ref={ref}
          name={name}
          rows={rows}
          className={cx(fieldStyles.control, error && fieldStyles.controlInvalid, styles.textArea, className)}
        />
      )}
    </Field>
  );
}
