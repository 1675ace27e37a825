import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './service-finder.module.css';

/** Where a lost visitor most likely wanted to go: the main ways to book, and the clinic locator. */
const destinations = [
  { to: paths.main(), title: 'Book a clinic visit', text: 'Sick visits, vaccines, physicals and health screenings.' },
  {
    to: paths.dietitianStart(),
    title: 'See a dietitian online',
    text: 'Telenutrition visits with a registered dietitian.',
  },
  {
    to: paths.pharmacyGuestVaccination(),
    title: 'Get vaccinated at the pharmacy',
    text: 'Vaccines at the pharmacy counter, and how to get one.',
  },
  { to: paths.clinicLocations(), title: 'Find a clinic', text: 'Clinic locations, hours and services near you.' },
] as const;

export function ServiceFinder() {
  return (
    <section aria-labelledby="service-finder-title" className={styles.finder}>
      <h2 id="service-finder-title">What are you looking for?</h2>
      <ul className={styles.list}>
        {destinations.map((destination) => (
          <li key={destination.title} className={styles.item}>
            <Link to={destination.to} className={styles.link}>
              {destination.title}
            </Link>
            <p className={styles.text}>{destination.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
