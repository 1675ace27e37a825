import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './benefit-code-badge.module.css';

/** §2: shown on the search page while a verified benefit code limits the search. */
export function BenefitCodeBadge() {
  const t = useTranslate();
  return (
    <p role="status" className={styles.badge}>
      <span aria-hidden="true" className={styles.check} />
      {t('search.benefitCodeVerified')}
    </p>
  );
}
