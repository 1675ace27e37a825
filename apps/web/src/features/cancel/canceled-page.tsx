import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/page/placeholder-page';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <PlaceholderPage
      heading="Your appointment has been canceled!"
      purpose="You can book a new appointment at any time."
    >
      <p>
        <Link to={paths.main()}>Schedule another appointment</Link>
      </p>
    </PlaceholderPage>
  );
}
