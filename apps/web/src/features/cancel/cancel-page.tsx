import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="You have a confirmed appointment!"
      purpose="Review your appointment, call us to change it, or cancel it here."
    />
  );
}
