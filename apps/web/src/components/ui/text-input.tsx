import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/browser/class-names';
import { type LabelledControlProps, LabelledField } from './labelled-field';
import styles from './text-input.module.css';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'>,
    LabelledControlProps {
  /** Width hint for short values (ZIP, dates), mobile first: full width until there is room. */
  width?: 'full' | 'medium' | 'short';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input. Works with react-hook-form's `register` spread into it. */
export function TextInput({ width = 'full', type = 'text', className, ref, ...props }: TextInputProps) {
  return (
    <LabelledField props={props}>
      {(control, inputProps) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          type={type}
          className={cx(control.className, styles[width], className)}
        />
      )}
    </LabelledField>
  );
}
