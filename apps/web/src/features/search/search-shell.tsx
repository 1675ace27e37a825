import type { SchedulerDocument } from '@hs/content';
import { Spinner } from '@/components/ui/spinner';
import { SearchPanel } from '@/features/search/components/search-panel';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './search-page.module.css';

/**
 * The search page as its HTML arrives, before any script has run (prerendered at build time, in each language):
 * its heading and lead from the bundled content in that language, as the page itself first shows them, and a
 * loading indicator where the form will be.
 */
export function SearchShell({ document }: { document: SchedulerDocument }) {
  const t = useTranslate();
  const { searchForm: texts, topMessage } = document;
  return (
    <SearchPanel heading={texts.heading} collapsible={texts.collapsible} headingHidden={texts.headingHidden}>
      <p className={styles.lead}>{topMessage}</p>
      <Spinner label={t('search.loadingForm')} />
    </SearchPanel>
  );
}
