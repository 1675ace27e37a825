import type { ReactNode } from 'react';
import { cx } from '@/lib/browser/class-names';
import styles from './page-heading.module.css';

/**
 * The page's h1. It is programmatically focusable (tabIndex -1) because focus moves to it after each
 * route change, so screen readers announce the new page (see lib/navigation/use-route-focus.ts).
 */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 tabIndex={-1} className={cx(styles.heading, className)}>
      {children}
    </h1>
  );
}
