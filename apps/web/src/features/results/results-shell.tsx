import { PageHeading } from '@/components/page/page-heading';
import { Spinner } from '@/components/ui/spinner';
import styles from '@/features/results/components/results-layout.module.css';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';

/**
 * The results page as its HTML arrives (prerendered at build time): the heading the screen first shows and
 * the indicator it shows while the search runs.
 */
export function ResultsShell() {
  return (
    <div className={styles.screen}>
      <PageHeading>{RESULTS_TEXTS.heading}</PageHeading>
      <div className={styles.loading}>
        <Spinner label={RESULTS_TEXTS.loadingResults} />
      </div>
    </div>
  );
}
