import { clinicBillingPage } from '@hs/content';
import { useContent } from '@/lib/content/use-content';
import { InfoPageView } from './components/info-page-view';

/** /health/clinic/billing-insurance-payment: billing, insurance and payment (§2 other clinic pages). */
export function Component() {
  return <InfoPageView page={useContent(clinicBillingPage).data ?? clinicBillingPage.data} />;
}
