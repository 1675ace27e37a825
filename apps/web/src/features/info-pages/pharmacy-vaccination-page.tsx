import { pharmacyVaccinationPage } from '@hs/content';
import { useContent } from '@/lib/content/use-content';
import { InfoPageView } from './components/info-page-view';

/** /rx/guest/vaccination-appointments: vaccines at the pharmacy for guests (§2). */
export function Component() {
  return <InfoPageView page={useContent(pharmacyVaccinationPage).data ?? pharmacyVaccinationPage.data} />;
}
