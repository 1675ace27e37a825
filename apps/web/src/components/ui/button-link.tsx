import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/browser/class-names';
import styles from './button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary';
}

/** A link that leads to another page but reads as an action, so it looks like a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={cx(styles.button, styles[variant], styles.linkAsButton, className)} />;
}
