import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Your Appointment Is Confirmed"
      purpose="Your confirmation code, what to bring, and how to change or cancel your appointment."
    />
  );
}
