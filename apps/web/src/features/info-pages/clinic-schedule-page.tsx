import { clinicSchedulePage } from '@hs/content';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { useContent } from '@/lib/content/use-content';

/** /health/clinic/schedule-appointment: the clinic-scheduling landing page (§2 clinic schedule). */
export function Component() {
  return <InfoPageView page={useContent(clinicSchedulePage).data ?? clinicSchedulePage.data} />;
}
