import { PlaceholderPage } from '@/components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Billing, Insurance and Payment"
      purpose="Which insurance plans we accept, what a visit costs, and how to pay your bill."
    />
  );
}
