import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <PlaceholderPage
      heading="Schedule a Clinic Appointment"
      purpose="Book a visit at The Local Clinic inside your neighborhood store, or see a provider online."
    >
      <p>
        <Link to={paths.main()}>Find an appointment</Link>
      </p>
    </PlaceholderPage>
  );
}
