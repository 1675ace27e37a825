import { clinicSchedulePage } from '@hs/content';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { useContentNow } from '@/lib/content/use-content';

/** /health/clinic/schedule-appointment: the clinic-scheduling landing page (§2 clinic schedule). */
export function Component() {
  return <InfoPageView page={useContentNow(clinicSchedulePage)} />;
}
