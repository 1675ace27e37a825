import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { BenefitCodeForm } from '@/features/benefit-code/components/benefit-code-form';
import styles from './benefit-code-page.module.css';

const BENEFIT_CODE_PAGE_TEXTS = {
  heading: 'A benefit code is needed to find availability',
  intro:
    'Your employer or health plan offers visits at selected locations. Enter your benefit code to see the locations that accept it.',
} as const;

/** /health-services/scheduler/benefit-codes (§2 'Benefit code screen'). */
export function Component() {
  useDocumentTitle(BENEFIT_CODE_PAGE_TEXTS.heading);
  return (
    <>
      {/* §2: the benefit code page is not indexed by robots; React moves this tag into <head>. */}
      <meta name="robots" content="noindex" />
      <PageHeading>{BENEFIT_CODE_PAGE_TEXTS.heading}</PageHeading>
      <p className={styles.intro}>{BENEFIT_CODE_PAGE_TEXTS.intro}</p>
      <BenefitCodeForm />
    </>
  );
}
