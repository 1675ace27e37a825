import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import styles from './results-layout.module.css';

export interface ResultsNoticesProps {
  showLeadTimeWarning: boolean;
  /** The window was cut short by how far ahead the services can be booked (§2 last-available callout). */
  cappedDays: number | null;
}

/** Messages about the search as a whole, above the cards. */
export function ResultsNotices({ showLeadTimeWarning, cappedDays }: ResultsNoticesProps) {
  if (!showLeadTimeWarning && cappedDays === null) return null;
  return (
    <div className={styles.notices}>
      {showLeadTimeWarning ? (
        <Alert name="lead-time-warning" variant="warning">
          {RESULTS_TEXTS.leadTimeWarning}
        </Alert>
      ) : null}
      {cappedDays !== null ? (
        <Alert name="max-days-ahead" variant="info">
          {RESULTS_TEXTS.maxDaysAhead(cappedDays)}
        </Alert>
      ) : null}
    </div>
  );
}

/** §2: a benefit-code search whose locations failed to load offers a Refresh and the alternative. */
export function BenefitCodeLocationsAlert({
  onRefresh,
  isRefreshing,
}: {
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  return (
    <Alert
      name="benefit-code-locations-failed"
      variant="error"
      title={RESULTS_TEXTS.benefitCodeLocationsFailed}
      actions={
        <Button variant="secondary" onClick={onRefresh} disabled={isRefreshing} aria-busy={isRefreshing || undefined}>
          {RESULTS_TEXTS.refresh}
        </Button>
      }
    >
      <p>{RESULTS_TEXTS.benefitCodeLocationsAdvice}</p>
    </Alert>
  );
}
