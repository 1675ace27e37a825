import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '@/lib/browser/class-names';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  ref?: Ref<HTMLButtonElement>;
}

/** A button that is never a submit by accident: the type defaults to "button". */
export function Button({ variant = 'primary', type = 'button', className, ref, ...props }: ButtonProps) {
  return <button {...props} ref={ref} type={type} className={cx(styles.button, styles[variant], className)} />;
}
