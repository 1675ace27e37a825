import { pharmacyVaccinationPage } from '@hs/content';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { useContentNow } from '@/lib/content/use-content';

/** /rx/guest/vaccination-appointments: vaccines at the pharmacy for guests (§2). */
export function Component() {
  return <InfoPageView page={useContentNow(pharmacyVaccinationPage)} />;
}
