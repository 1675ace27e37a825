import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './service-finder.module.css';

/** Where a lost visitor most likely wanted to go: the main ways to book, and the clinic locator. */
const destinations = [
  { to: paths.main(), title: 'notFound.finder.clinicTitle', text: 'notFound.finder.clinicText' },
  { to: paths.dietitianStart(), title: 'notFound.finder.dietitianTitle', text: 'notFound.finder.dietitianText' },
  {
    to: paths.pharmacyGuestVaccination(),
    title: 'notFound.finder.pharmacyTitle',
    text: 'notFound.finder.pharmacyText',
  },
  { to: paths.clinicLocations(), title: 'notFound.finder.locatorTitle', text: 'notFound.finder.locatorText' },
] as const;

export function ServiceFinder() {
  const t = useTranslate();
  return (
    <section aria-labelledby="service-finder-title" className={styles.finder}>
      <h2 id="service-finder-title">{t('notFound.finder.heading')}</h2>
      <ul className={styles.list}>
        {destinations.map((destination) => (
          <li key={destination.title} className={styles.item}>
            <Link to={destination.to} className={styles.link}>
              {t(destination.title)}
            </Link>
            <p className={styles.text}>{t(destination.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
