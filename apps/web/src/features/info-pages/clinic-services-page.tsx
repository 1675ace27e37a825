import { clinicServicesPage } from '@hs/content';
import { minimumAgeInWords } from '@hs/domain';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { ServiceCatalog } from '@/features/info-pages/components/service-catalog';
import { useContent } from '@/lib/content/use-content';

/** /health/clinic/services: what the clinics offer and what it costs (§2 other clinic pages). */
export function Component() {
  const page = useContent(clinicServicesPage).data ?? clinicServicesPage.data;
  return (
    <InfoPageView page={page} lead={`We see patients ${minimumAgeInWords()}.`}>
      <ServiceCatalog page={page} />
    </InfoPageView>
  );
}
