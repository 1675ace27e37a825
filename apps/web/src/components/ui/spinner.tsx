import { cx } from '@/lib/browser/class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers; the visual is only the spinning ring. */
  label?: string;
  size?: 'small' | 'large';
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'large', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.spinner, className)}>
      <span aria-hidden="true" className={cx(styles.ring, styles[size])} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
