import { clinicSchedulePage } from '@hs/content';
import { useContent } from '@/lib/content/use-content';
import { InfoPageView } from './components/info-page-view';

/** /health/clinic/schedule-appointment: the clinic-scheduling landing page (§2 clinic schedule). */
export function Component() {
  return <InfoPageView page={useContent(clinicSchedulePage).data ?? clinicSchedulePage.data} />;
}
