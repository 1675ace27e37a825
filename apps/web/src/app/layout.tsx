import { Link, NavLink } from 'react-router';
import { BRAND, BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';
import { useLanguageInAddress } from '@/lib/i18n/use-language-in-address';
import { useTranslate } from '@/lib/i18n/use-translate';
import { MAIN_CONTENT_ID, skipToMain, useRouteFocus } from '@/lib/navigation/use-route-focus';
import { LanguageSwitch } from './language-switch';
import styles from './layout.module.css';
import { PageOutlet } from './page-outlet';
import { TrailingSlashRedirect } from './trailing-slash-redirect';
import { useNavigateAnalytics } from './use-navigate-analytics';
import { useScrollRestoration } from './use-scroll-restoration';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

export function Layout() {
  useRouteFocus();
  useNavigateAnalytics();
  useScrollRestoration();
  useLanguageInAddress();
  const t = useTranslate();
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToMain}>
        {t('shell.skipLink')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.brandRow}>
            <Link to={paths.main()} className={styles.wordmark} translate="no">
              {BRAND.name}
            </Link>
            <LanguageSwitch />
          </div>
          <nav aria-label={t('shell.mainNavigation')} className={styles.nav}>
            <NavLink to={paths.main()} end className={navClass}>
              {t('shell.nav.book')}
            </NavLink>
            <NavLink to={paths.clinicLocations()} className={navClass}>
              {t('shell.nav.findClinic')}
            </NavLink>
            <NavLink to={paths.manage()} className={navClass}>
              {t('shell.nav.manage')}
            </NavLink>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <TrailingSlashRedirect>
          <PageOutlet />
        </TrailingSlashRedirect>
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  const t = useTranslate();
  const phones = [BUSINESS_PHONES.clinic, BUSINESS_PHONES.pharmacy, BUSINESS_PHONES.dietitian];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-contact" className={styles.footerSection}>
          <h2 id="footer-contact" className={styles.footerHeading}>
            {t('shell.footer.contact')}
          </h2>
          <ul className={styles.footerList}>
            {phones.map((phone) => (
              <li key={phone.href}>
                {t(phone.label)}:{' '}
                <a href={phone.href} className={styles.phone}>
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links" className={styles.footerSection}>
          <h2 id="footer-links" className={styles.footerHeading}>
            {t('shell.footer.clinicInformation')}
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={paths.clinicSchedule()}>{t('shell.footer.scheduleClinic')}</Link>
            </li>
            <li>
              <Link to={paths.clinicServices()}>{t('shell.footer.clinicServices')}</Link>
            </li>
            <li>
              <Link to={paths.clinicBilling()}>{t('shell.footer.billing')}</Link>
            </li>
            <li>
              <Link to={paths.clinicLocations()}>{t('shell.footer.findClinic')}</Link>
            </li>
            <li>
              <Link to={paths.pharmacyGuestVaccination()}>{t('shell.footer.pharmacyVaccinations')}</Link>
            </li>
            <li>
              <Link to={paths.languageAssistance()}>{t('shell.footer.languageAssistance')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright} translate="no">
        © {new Date().getFullYear()} {BRAND.name}
      </p>
    </footer>
  );
}
