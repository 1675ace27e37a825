import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/class-names';
import { Field, type LabelledControlProps } from './field';
import fieldStyles from './field.module.css';
import styles from './text-input.module.css';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'>,
    LabelledControlProps {
  /** Width hint for short values (ZIP, dates), mobile first: full width until there is room. */
  width?: 'full' | 'medium' | 'short';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input. Works with react-hook-form's `register` spread into it. */
export function TextInput({
  name,
  id,
  label,
  hint,
  error,
  labelHidden,
  width = 'full',
  type = 'text',
  className,
  ref,
  ...inputProps
}: TextInputProps) {
  const inputId = id ?? name;
  return (
    <Field id={inputId} label={label} hint={hint} error={error} labelHidden={labelHidden ?? false}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          name={name}
          type={type}
          className={cx(fieldStyles.control, error && fieldStyles.controlInvalid, styles[width], className)}
        />
      )}
    </Field>
  );
}
