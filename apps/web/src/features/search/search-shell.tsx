import { Spinner } from '@/components/ui/spinner';
import { BUNDLED_SEARCH_CONTENT } from '@/features/search/api/use-search-content';
import { SearchPanel } from '@/features/search/components/search-panel';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './search-page.module.css';

/**
 * The search page as its HTML arrives, before any script has run (prerendered at build time): its heading
 * and lead from the bundled content, as the page itself first shows them, and a loading indicator where the
 * form will be.
 */
export function SearchShell() {
  const { texts, topMessage } = BUNDLED_SEARCH_CONTENT;
  const t = useTranslate();
  return (
    <SearchPanel heading={texts.heading} collapsible={texts.collapsible} headingHidden={texts.headingHidden}>
      <p className={styles.lead}>{topMessage}</p>
      <Spinner label={t('search.loadingForm')} />
    </SearchPanel>
  );
}
