import { clinicBillingPage } from '@hs/content';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { useContentNow } from '@/lib/content/use-content';

/** /health/clinic/billing-insurance-payment: billing, insurance and payment (§2 other clinic pages). */
export function Component() {
  return <InfoPageView page={useContentNow(clinicBillingPage)} />;
}
