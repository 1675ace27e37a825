import { Link } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <PlaceholderPage
      heading="Oops, something went wrong!"
      purpose="We could not load the clinic information you asked for."
    >
      <p>
        <Link to={paths.clinicLocations()}>Find a clinic</Link>
      </p>
    </PlaceholderPage>
  );
}
