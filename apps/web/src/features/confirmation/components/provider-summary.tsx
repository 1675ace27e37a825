import type { Provider } from '@hs/contracts';
import { BrandLogo } from '@/components/brand-logo';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { formatAddress, mapsSearchUrl } from '@/features/confirmation/model/provider-address';
import { telHref } from '@/lib/clinics/business-phone';
import styles from './confirmation-sections.module.css';

/** Where the visit happens: brand logo, vanity name, address (maps link) and phone (§2). */
export function ProviderSummary({ provider }: { provider: Provider }) {
  const address = provider.address;
  return (
    <section aria-labelledby="provider-heading" className={styles.section}>
      <h2 id="provider-heading" className={styles.sectionHeading}>
        {address ? CONFIRMATION_TEXTS.providerHeading : CONFIRMATION_TEXTS.virtualProviderHeading}
      </h2>
      {provider.brand ? <BrandLogo banner={provider.brand} className={styles.logo} /> : null}
      <h3 className={styles.providerName} translate="no">
        {provider.vanityName}
      </h3>
      {address ? (
        <p className={styles.providerLine}>
          <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
            <span translate="no">{formatAddress(address)}</span>
            <span className="visually-hidden"> {CONFIRMATION_TEXTS.newTab}</span>
          </a>
        </p>
      ) : (
        <p className={styles.providerLine}>{CONFIRMATION_TEXTS.virtualCare}</p>
      )}
      {provider.phone ? (
        <p className={styles.providerLine}>
          <a href={telHref(provider.phone)}>{provider.phone}</a>
        </p>
      ) : null}
    </section>
  );
}
