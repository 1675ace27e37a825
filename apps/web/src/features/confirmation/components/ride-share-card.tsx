import { rideShareCard } from '@hs/content';
import type { Provider } from '@hs/contracts';
import { DirectoryText } from '@/components/ui/directory-text';
import { BUSINESS_PHONES } from '@/config/business';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { useContentNow } from '@/lib/content/use-content';
import { CopyCodeButton } from './copy-code-button';
import { QrCodeImage } from './qr-code-image';
import styles from './ride-share-card.module.css';

type RideSharePromo = NonNullable<Provider['rideSharePromo']>;

/** The location's ride-share offer: QR code of the promo link, the code with a copy action, and the link (§1). */
export function RideShareCard({ promo }: { promo: RideSharePromo }) {
  const texts = useContentNow(rideShareCard);
  const phone = BUSINESS_PHONES.rideShare;
  if (!texts) return null;
  const [helpBefore, helpAfter] = texts.help.split('{phone}');
  return (
    <section aria-labelledby="ride-share-heading" className={styles.card}>
      <h2 id="ride-share-heading" className={styles.heading}>
        {texts.heading}
      </h2>
      <p className={styles.discount}>
        <DirectoryText words={promo.discountText} />
      </p>
      <p>{texts.description}</p>
      <QrCodeImage text={promo.url} alt={texts.qrAlt} />
      <p className={styles.codeLine}>
        <span>{texts.codeLabel}: </span>
        <code className={styles.code} translate="no">
          {promo.code}
        </code>
      </p>
      <CopyCodeButton
        code={promo.code}
        label={texts.copyLabel}
        copiedMessage={texts.copiedMessage}
        failedMessage={texts.copyFailedMessage}
      />
      <p>
        <a href={promo.url} target="_blank" rel="noopener noreferrer">
          {texts.linkLabel}
          <span className="visually-hidden"> {CONFIRMATION_TEXTS.newTab}</span>
        </a>
      </p>
      <p className={styles.help}>
        {helpBefore}
        <a href={phone.href}>{phone.display}</a>
        {helpAfter}
      </p>
    </section>
  );
}
