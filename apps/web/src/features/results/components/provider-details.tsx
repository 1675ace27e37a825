import type { Provider } from '@hs/contracts';
import type { Ref } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { DirectoryText } from '@/components/ui/directory-text';
import { hoursLines } from '@/features/results/model/operating-hours-text';
import { mapsSearchUrl, telHref } from '@/features/results/model/provider-display';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { timesKeptWhole } from '@/lib/appointments/appointment-time';
import { milesText } from '@/lib/clinics/clinic-display';
import { translate } from '@/lib/i18n/i18n';
import styles from './provider-card.module.css';

export interface ProviderDetailsProps {
  provider: Provider;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A clinic's side of its card (§2): brand logo, name, distance, address, phone, hours and what it offers. */
export function ClinicDetails({ provider, headingId, headingRef }: ProviderDetailsProps) {
  const { address, brand, phone, distance, rideSharePromo } = provider;
  return (
    <div className={styles.details}>
      <div className={styles.identity}>
        {brand ? <BrandLogo banner={brand} className={styles.logo} /> : null}
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name} translate="no">
            {provider.vanityName}
          </h3>
          {distance !== null ? <p className={styles.distance}>{milesText(distance)}</p> : null}
        </div>
      </div>
      {provider.isBenefitCode ? <p className={styles.benefitCode}>{RESULTS_TEXTS.acceptsBenefitCode}</p> : null}
      <div className={styles.facts}>
        <div className={styles.contact}>
          {address ? (
            <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" className={styles.address}>
              {address.addressLines.map((line) => (
                <span key={line} translate="no">
                  {line}
                </span>
              ))}
              <span translate="no">{`${address.cityTown}, ${address.stateProvince} ${address.postalCode}`}</span>
              <span className="visually-hidden">{translate('results.provider.opensMap')}</span>
            </a>
          ) : null}
          {phone ? (
            <a href={telHref(phone)} className={styles.phone}>
              <span className="visually-hidden">{translate('results.provider.phone')}</span>
              {phone}
            </a>
          ) : null}
          {provider.acceptsWalkIns ? <p className={styles.tag}>{RESULTS_TEXTS.acceptsWalkIns}</p> : null}
        </div>
        <dl className={styles.hours} aria-label={translate('results.provider.hours')}>
          {hoursLines(provider.operatingHours).map((line) => (
            <div key={line.days} className={styles.hoursRow}>
              <dt>{line.days}</dt>
              <dd>
                {timesKeptWhole(line.hours)}
                {line.lunch ? <span className={styles.lunch}>{timesKeptWhole(line.lunch)}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {rideSharePromo ? (
        <p className={styles.rideShare}>
          <span className={styles.rideShareLabel}>{translate('results.provider.rideShare')}</span>{' '}
          <DirectoryText words={rideSharePromo.discountText} />
        </p>
      ) : null}
    </div>
  );
}

/** A dietitian's or virtual team's side of its card (§2): name, qualification, picture, description. */
export function CareTeamDetails({ provider, headingId, headingRef }: ProviderDetailsProps) {
  return (
    <div className={styles.details}>
      <div className={styles.identity}>
        {provider.image ? <img className={styles.portrait} src={provider.image} alt="" /> : null}
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
            {provider.name}
          </h3>
          {provider.qualification ? <p className={styles.qualification}>{provider.qualification}</p> : null}
          <p className={styles.tag}>{RESULTS_TEXTS.virtualCare}</p>
        </div>
      </div>
      {provider.description ? <p className={styles.description}>{provider.description}</p> : null}
    </div>
  );
}
