import styles from './benefit-code-badge.module.css';

const BENEFIT_CODE_VERIFIED = 'Benefit code has been verified';

/** §2: shown on the search page while a verified benefit code limits the search. */
export function BenefitCodeBadge() {
  return (
    <p role="status" className={styles.badge}>
      <span aria-hidden="true" className={styles.check} />
      {BENEFIT_CODE_VERIFIED}
    </p>
  );
}
