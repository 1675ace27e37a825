import { featureToggles } from '@hs/content';
import type { Provider } from '@hs/contracts';
import { TitledSection } from '@/components/ui/titled-section';
import { BUSINESS_PHONES } from '@/config/business';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { safeImageUrl } from '@/features/confirmation/model/provider-address';
import { useContent } from '@/lib/content/use-content';
import styles from './confirmation-sections.module.css';

/** §2: for the dietitian flow, who the visit is with and how to reach dietitian support. */
export function DietitianDetails({ dietitian }: { dietitian: Provider }) {
  const toggles = useContent(featureToggles).data ?? featureToggles.data;
  const image = toggles.dietitianDetail ? safeImageUrl(dietitian.image) : undefined;
  const phone = BUSINESS_PHONES.dietitian;
  return (
    <TitledSection headingId="dietitian-heading" heading={CONFIRMATION_TEXTS.dietitianHeading} classes={styles}>
      <div className={styles.person}>
        {/* The name follows at once, so the picture adds nothing for screen readers. */}
        {image ? <img src={image} alt="" width={96} height={96} className={styles.portrait} /> : null}
        <div>
          <h3 className={styles.personName}>{dietitian.name}</h3>
          {toggles.dietitianDetail && dietitian.qualification ? (
            <p className={styles.qualification}>{dietitian.qualification}</p>
          ) : null}
          <p className={styles.providerLine}>
            {`${CONFIRMATION_TEXTS.dietitianSupport}: `}
            <a href={phone.href}>{phone.display}</a>
          </p>
        </div>
      </div>
    </TitledSection>
  );
}
