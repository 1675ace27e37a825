import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '@/lib/browser/class-names';
import { type LabelledControlProps, LabelledField } from './labelled-field';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'>,
    LabelledControlProps {
  options: readonly SelectOption[];
  /** A first option with an empty value (e.g. 'Choose one'); validation treats it as no choice. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the most robust choice on phones and with assistive technology. */
export function Select({ options, placeholder, className, ref, ...props }: SelectProps) {
  return (
    <LabelledField props={props}>
      {(control, selectProps) => (
        <select {...selectProps} {...control} ref={ref} className={cx(control.className, styles.select, className)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
