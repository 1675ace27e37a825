import { PlaceholderPage } from '@/components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Find a Clinic"
      purpose="Search by ZIP code or City, State to find The Local Clinic locations, their hours and services."
    />
  );
}
