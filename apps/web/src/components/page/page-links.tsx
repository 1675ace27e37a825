import { Link } from 'react-router';
import { cx } from '@/lib/browser/class-names';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './page-links.module.css';

/** A page's URL, and the router state that goes with it where a page needs more than its URL. */
export interface PageLink {
  to: string;
  state?: unknown;
}

export interface PageLinksProps {
  page: number;
  pageCount: number;
  /** Where a page is: the page lives in the URL, so Back and a shared link return to it. */
  linkFor: (page: number) => PageLink;
  label: string;
}

/** Numbered links to the pages of a list, with Previous and Next. */
export function PageLinks({ page, pageCount, linkFor, label }: PageLinksProps) {
  const t = useTranslate();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const link = (target: number, name: string, text: string) => {
    const { to, state } = linkFor(target);
    return (
      <Link to={to} state={state} aria-label={name} className={styles.pageLink}>
        {text}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.pageList}>
        {page > 1 ? <li>{link(page - 1, t('controls.pages.previousLabel'), t('controls.pages.previous'))}</li> : null}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={cx(styles.pageLink, styles.pageCurrent)}>
                <span className="visually-hidden">{t('controls.pages.pageHidden')}</span>
                {number}
              </span>
            ) : (
              link(number, t('controls.pages.page', { number }), String(number))
            )}
          </li>
        ))}
        {page < pageCount ? <li>{link(page + 1, t('controls.pages.nextLabel'), t('controls.pages.next'))}</li> : null}
      </ul>
    </nav>
  );
}
