import { PlaceholderPage } from '@/components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Clinic Services"
      purpose="The care our clinics offer: sick visits, vaccines, physicals, health screenings and more."
    />
  );
}
