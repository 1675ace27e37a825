import { Link, NavLink } from 'react-router';
import { MANAGE_LINK_TEXT } from '@/components/page/manage-appointment-link';
import { BRAND, BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';
import { MAIN_CONTENT_ID, skipToMain, useRouteFocus } from '@/lib/navigation/use-route-focus';
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
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.main()} className={styles.wordmark}>
            {BRAND.name}
          </Link>
          <nav aria-label="Main" className={styles.nav}>
            <NavLink to={paths.main()} end className={navClass}>
              Book an appointment
            </NavLink>
            <NavLink to={paths.clinicLocations()} className={navClass}>
              Find a clinic
            </NavLink>
            <NavLink to={paths.manage()} className={navClass}>
              {MANAGE_LINK_TEXT}
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
  const phones = [BUSINESS_PHONES.clinic, BUSINESS_PHONES.pharmacy, BUSINESS_PHONES.dietitian];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-contact" className={styles.footerSection}>
          <h2 id="footer-contact" className={styles.footerHeading}>
            Contact us
          </h2>
          <ul className={styles.footerList}>
            {phones.map((phone) => (
              <li key={phone.href}>
                {phone.label}:{' '}
                <a href={phone.href} className={styles.phone}>
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links" className={styles.footerSection}>
          <h2 id="footer-links" className={styles.footerHeading}>
            Clinic information
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link to={paths.clinicSchedule()}>Schedule a clinic appointment</Link>
            </li>
            <li>
              <Link to={paths.clinicServices()}>Clinic services</Link>
            </li>
            <li>
              <Link to={paths.clinicBilling()}>Billing, insurance and payment</Link>
            </li>
            <li>
              <Link to={paths.clinicLocations()}>Find a clinic</Link>
            </li>
            <li>
              <Link to={paths.pharmacyGuestVaccination()}>Pharmacy vaccinations</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {BRAND.name}
      </p>
    </footer>
  );
}
