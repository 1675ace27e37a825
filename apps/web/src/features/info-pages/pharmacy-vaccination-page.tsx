import { PlaceholderPage } from '@/components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Pharmacy Vaccination Appointments"
      purpose="Book a vaccine at a pharmacy as a guest, without an account."
    />
  );
}
