import type { Clinic } from '@hs/contracts';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ButtonLink } from '@/components/ui/button-link';
import { dayTimesText, lunchTimesText } from '@/features/locator/model/clinic-hours-text';
import { addressLines, bookAtClinicHref, clinicDetailsHref } from '@/features/locator/model/clinic-view';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { cx } from '@/lib/browser/class-names';
import { telHref } from '@/lib/clinics/business-phone';
import { formatUsPhone, milesText } from '@/lib/clinics/clinic-display';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-card.module.css';
import { ClinicFacts, waitFacts } from './clinic-facts';

export interface ClinicCardProps {
  clinic: Clinic;
  highlighted: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One clinic of the locator's results (§2, §3 locator view). */
export function ClinicCard({ clinic, highlighted, headingRef }: ClinicCardProps) {
  const headingId = `clinic-${clinic.id}`;
  return (
    <article aria-labelledby={headingId} className={cx(styles.card, highlighted && styles.highlighted)}>
      <div className={styles.identity}>
        <BrandLogo banner={clinic.storeBanner} className={styles.logo} />
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name} translate="no">
            {clinic.vanityName}
          </h3>
          {clinic.distance !== null ? <p className={styles.distance}>{milesText(clinic.distance)}</p> : null}
        </div>
      </div>
      <address className={styles.address} translate="no">
        {addressLines(clinic).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <ClinicFacts
        facts={[
          {
            term: translate('locator.facts.phone'),
            value: <a href={telHref(clinic.phone)}>{formatUsPhone(clinic.phone)}</a>,
          },
          { term: translate('locator.facts.todaysHours'), value: dayTimesText(clinic.hours.todayTimes) },
          { term: translate('locator.facts.lunchHours'), value: lunchTimesText(clinic.lunchTimes) },
          ...waitFacts(clinic),
        ]}
      />
      <div className={styles.actions}>
        <Link to={clinicDetailsHref(clinic)} aria-describedby={headingId}>
          {LOCATOR_TEXTS.clinicDetails}
        </Link>
        {clinic.isSchedulerEnabled ? (
          <ButtonLink to={bookAtClinicHref(clinic)} aria-describedby={headingId}>
            {LOCATOR_TEXTS.bookHere}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
