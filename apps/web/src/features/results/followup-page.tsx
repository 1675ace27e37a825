import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Select a Follow-up Appointment Time"
      purpose="Your service needs a second appointment; choose a time for it at the same clinic."
    />
  );
}
