import { clinicServicesPage } from '@hs/content';
import { MIN_PATIENT_AGE_MONTHS, MIN_PATIENT_AGE_MONTHS_BY_STATE } from '@hs/domain';
import { InfoPageView } from '@/features/info-pages/components/info-page-view';
import { ServiceCatalog } from '@/features/info-pages/components/service-catalog';
import { stateName } from '@/lib/clinics/state-names';
import { useContentNow } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';

/** Whom the clinics see: '12 months and older (18 months and older in Tennessee)'. */
function minimumAgeInWords(): string {
  const general = translate('infoPages.ageGeneral', { months: MIN_PATIENT_AGE_MONTHS });
  const exceptions = Object.entries(MIN_PATIENT_AGE_MONTHS_BY_STATE).map(([code, months]) => {
    const state = stateName(code);
    return translate('infoPages.ageInState', { months, state });
  });
  return exceptions.length > 0
    ? translate('infoPages.ageWithExceptions', { general, exceptions: exceptions.join('; ') })
    : general;
}

/** /health/clinic/services: what the clinics offer and what it costs (§2 other clinic pages). */
export function Component() {
  const page = useContentNow(clinicServicesPage);
  return (
    <InfoPageView page={page} lead={translate('infoPages.seePatients', { ages: minimumAgeInWords() })}>
      {page ? <ServiceCatalog page={page} /> : null}
    </InfoPageView>
  );
}
