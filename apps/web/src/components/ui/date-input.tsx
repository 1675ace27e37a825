import { cx } from '@/lib/browser/class-names';
import { translate } from '@/lib/i18n/i18n';
import styles from './date-input.module.css';
import { TextInput, type TextInputProps } from './text-input';

export type DateInputProps = Omit<TextInputProps, 'type' | 'inputMode' | 'width'>;

/**
 * A date typed as mm/dd/yyyy. A text input rather than type=date: native pickers differ by browser,
 * ignore the placeholder and are hard to use with screen readers; the numeric keyboard still shows on phones.
 */
export function DateInput({ placeholder, maxLength = 10, className, ...props }: DateInputProps) {
  return (
    <TextInput
      autoComplete="off"
      {...props}
      type="text"
      inputMode="numeric"
      placeholder={placeholder ?? translate('ui.datePlaceholder')}
      maxLength={maxLength}
      width="short"
      className={cx(styles.date, className)}
    />
  );
}
