import { cx } from '@/lib/browser/class-names';
import styles from './date-input.module.css';
import { TextInput, type TextInputProps } from './text-input';

const DATE_PLACEHOLDER = 'mm/dd/yyyy';

export type DateInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'width'>;

/**
 * A date typed as mm/dd/yyyy. A text input rather than type=date: native pickers differ by browser,
 * ignore the placeholder and are hard to use with screen readers; the numeric keyboard still shows on phones.
 */
export function DateInput({ placeholder = DATE_PLACEHOLDER, maxLength = 10, className, ...props }: DateInputProps) {
  return (
    <TextInput
      autoComplete="off"
      {...props}
      type="text"
      inputMode="numeric"
      placeholder={placeholder}
      maxLength={maxLength}
      width="short"
      className={cx(styles.date, className)}
    />
  );
}
