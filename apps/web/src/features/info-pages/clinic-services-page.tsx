import { clinicServicesPage } from '@hs/content';
import { useContent } from '@/lib/content/use-content';
import { InfoPageView } from './components/info-page-view';
import { ServiceCatalog } from './components/service-catalog';

/** /health/clinic/services: what the clinics offer and what it costs (§2 other clinic pages). */
export function Component() {
  const page = useContent(clinicServicesPage).data ?? clinicServicesPage.data;
  return (
    <InfoPageView page={page}>
      <ServiceCatalog page={page} />
    </InfoPageView>
  );
}
