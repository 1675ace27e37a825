import { Link } from 'react-router';
import { PageHeading } from '@/components/page/page-heading';
import { usePageMeta } from '@/components/page/use-page-meta';
import { BUSINESS_PHONES } from '@/config/business';
import { paths } from '@/config/paths';

const HEADING = 'Oops, something went wrong!';

/** The clinic area's error page (§2 /error): where to go next when clinic information could not be shown. */
export function Component() {
  usePageMeta(HEADING, 'Clinic information could not be shown. Find a clinic or call us.');
  return (
    <>
      <PageHeading>{HEADING}</PageHeading>
      <p>We could not load the clinic information you asked for. Please try again in a few moments.</p>
      <ul>
        <li>
          <Link to={paths.clinicLocations()}>Find a clinic</Link>
        </li>
        <li>
          <Link to={paths.main()}>Book an appointment</Link>
        </li>
        <li>
          Call us: <a href={BUSINESS_PHONES.clinic.href}>{BUSINESS_PHONES.clinic.display}</a>
        </li>
      </ul>
    </>
  );
}
