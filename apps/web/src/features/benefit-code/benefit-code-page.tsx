import { PageHeading } from '@/components/page/page-heading';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { BenefitCodeForm } from '@/features/benefit-code/components/benefit-code-form';
import { messageTexts } from '@/lib/i18n/message-texts';
import styles from './benefit-code-page.module.css';

const BENEFIT_CODE_PAGE_TEXTS = messageTexts({ heading: 'benefitCode.heading', intro: 'benefitCode.intro' });

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
