import { Link } from 'react-router';
import type { SearchNavigation } from '@/features/results/model/search-navigation';
import { cx } from '@/lib/class-names';
import styles from './results-layout.module.css';

export interface ResultsPaginationProps {
  page: number;
  pageCount: number;
  navigationFor: (page: number) => SearchNavigation;
}

/** Pages of result cards; the page lives in the URL (§3 `page`), so back and refresh keep it. */
export function ResultsPagination({ page, pageCount, navigationFor }: ResultsPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const link = (target: number, label: string, text: string, extra?: string) => {
    const { to, state } = navigationFor(target);
    return (
      <Link to={to} state={state} aria-label={label} className={cx(styles.pageLink, extra)}>
        {text}
      </Link>
    );
  };
  return (
    <nav aria-label="Result pages" className={styles.pagination}>
      <ul className={styles.pageList}>
        {page > 1 ? <li>{link(page - 1, 'Previous page', 'Previous')}</li> : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={cx(styles.pageLink, styles.pageCurrent)}>
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              link(number, `Page ${number}`, String(number))
            )}
          </li>
        ))}
        {page < pageCount ? <li>{link(page + 1, 'Next page', 'Next')}</li> : null}
      </ul>
    </nav>
  );
}
