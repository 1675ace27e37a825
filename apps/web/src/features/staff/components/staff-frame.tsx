import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '@/config/business';
import { staffHrefs } from '@/features/staff/staff-paths';
import { MAIN_CONTENT_ID, skipToMain } from '@/lib/navigation/use-route-focus';
import styles from './staff-frame.module.css';

/** The console's page frame: skip link, header (the console's name, and `header` for a signed-in member), main. */
export function StaffFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={staffHrefs.home()} className={styles.wordmark}>
            {BRAND.name} <span className={styles.console}>Staff console</span>
          </Link>
          {header}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
