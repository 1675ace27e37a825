import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Select an Appointment Time"
      purpose="Available times at clinics near the location you searched, for the date you chose."
    />
  );
}
