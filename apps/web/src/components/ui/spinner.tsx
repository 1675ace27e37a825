import { cx } from '@/lib/browser/class-names';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers; the visual is only the spinning ring. */
  label?: string;
  size?: 'small' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'large', className }: SpinnerProps) {
  const t = useTranslate();
  return (
    <span role="status" className={cx(styles.spinner, className)}>
      <span aria-hidden="true" className={cx(styles.ring, styles[size])} />
      <span className="visually-hidden">{label ?? t('ui.spinner.loading')}</span>
    </span>
  );
}
