import type { SchedulerDocument } from '@hs/content';
import { schedulerDocument, spanishDocuments } from '@hs/content';
import { Spinner } from '@/components/ui/spinner';
import { SearchPanel } from '@/features/search/components/search-panel';
import { useLanguage, useTranslate } from '@/lib/i18n/use-translate';
import styles from './search-page.module.css';

/** The bundled text collection in each language a prerendered view is made in. */
const bundledDocument = (language: string): SchedulerDocument =>
  (spanishDocuments.find((document) => document.id === `${schedulerDocument.id}.${language}`)?.data as
    | SchedulerDocument
    | undefined) ?? schedulerDocument.data;

/**
 * The search page as its HTML arrives, before any script has run (prerendered at build time, in each language):
 * its heading and lead from the bundled content, as the page itself first shows them, and a loading indicator
 * where the form will be.
 */
export function SearchShell() {
  const t = useTranslate();
  const { searchForm: texts, topMessage } = bundledDocument(useLanguage());
  return (
    <SearchPanel heading={texts.heading} collapsible={texts.collapsible} headingHidden={texts.headingHidden}>
      <p className={styles.lead}>{topMessage}</p>
      <Spinner label={t('search.loadingForm')} />
    </SearchPanel>
  );
}
