import { schedulerConfig } from '@hs/content';
import type { ClinicDetails } from '@hs/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ClinicMap } from '@/components/map/clinic-map';
import { PageHeading } from '@/components/page/page-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { clinicJsonLd, scriptJson } from '@/features/locator/model/clinic-json-ld';
import { addressLines, bookAtClinicHref } from '@/features/locator/model/clinic-view';
import { CLINIC_DETAILS_TEXTS } from '@/features/locator/model/locator-texts';
import { categoryLabel } from '@/lib/catalog/category-label';
import { telHref } from '@/lib/clinics/business-phone';
import { formatUsPhone } from '@/lib/clinics/clinic-display';
import { useContentNow } from '@/lib/content/use-content';
import { translate } from '@/lib/i18n/i18n';
import { ClinicClosures } from './clinic-closures';
import styles from './clinic-details.module.css';
import { ClinicFacts, waitFacts } from './clinic-facts';
import { ClinicHours } from './clinic-hours';

/** The clinic details page once the clinic is known (§2). */
export function ClinicDetailsView({ clinic }: { clinic: ClinicDetails }) {
  const markers = useMemo(() => [{ id: clinic.id, label: clinic.vanityName, ...clinic.location }], [clinic]);
  const config = useContentNow(schedulerConfig);
  // Each category by its label in the language shown, as the search form names it.
  const services = [...new Set(clinic.services.map((service) => categoryLabel(config, service.category)))].sort(
    (a, b) => a.localeCompare(b),
  );
  return (
    <div className={styles.page}>
      <script type="application/ld+json">{scriptJson(clinicJsonLd(clinic, window.location.href))}</script>
      <div className={styles.identity}>
        <BrandLogo banner={clinic.storeBanner} className={styles.logo} />
        <PageHeading className={styles.title}>
          <span translate="no">{clinic.vanityName}</span>
        </PageHeading>
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <TitledSection
            headingId="clinic-contact-heading"
            heading={translate('locator.details.contactHeading')}
            classes={styles}
          >
            <address className={styles.address} translate="no">
              {addressLines(clinic).map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={telHref(clinic.phone)}>{formatUsPhone(clinic.phone)}</a>
            </address>
            <ClinicFacts
              facts={[
                {
                  term: translate('locator.facts.status'),
                  value: translate(
                    clinic.waitInfo.clinicAvailable ? 'locator.facts.openNow' : 'locator.facts.closedNow',
                  ),
                },
                ...waitFacts(clinic),
                {
                  term: translate('locator.facts.walkIns'),
                  value: translate(
                    clinic.acceptsWalkIns ? 'locator.facts.acceptsWalkIns' : 'locator.facts.appointmentOnly',
                  ),
                },
              ]}
            />
            {clinic.isSchedulerEnabled ? (
              <ButtonLink to={bookAtClinicHref(clinic)}>{CLINIC_DETAILS_TEXTS.book}</ButtonLink>
            ) : null}
          </TitledSection>
          <ClinicHours clinic={clinic} />
          <ClinicClosures clinic={clinic} />
          <TitledSection
            headingId="clinic-services-heading"
            heading={translate('locator.details.servicesHeading')}
            classes={styles}
          >
            <ul className={styles.services}>
              {services.map((category) => (
                <li key={category}>{category}</li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ButtonLink variant="secondary" to={paths.clinicServices()}>
                {CLINIC_DETAILS_TEXTS.viewServices}
              </ButtonLink>
              <ButtonLink variant="secondary" to={paths.clinicBilling()}>
                {CLINIC_DETAILS_TEXTS.viewPricing}
              </ButtonLink>
            </div>
          </TitledSection>
          <p>
            <Link to={paths.clinicLocations()}>{CLINIC_DETAILS_TEXTS.findAnother}</Link>
          </p>
        </div>
        <div className={styles.mapColumn}>
          <ClinicMap
            markers={markers}
            activeId={clinic.id}
            onSelect={() => undefined}
            label={translate('locator.details.map', { clinic: clinic.vanityName })}
          />
        </div>
      </div>
    </div>
  );
}
