import type { Timeslot } from '@hs/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { longDate, slotDateOf, slotTimeWithZone } from '@/lib/slot-calendar/slot-format';
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

/**
 * A booking link's time was taken meanwhile (decision 059): the clinic's nearest free times, each chosen with one
 * press, as the calendar below would choose it.
 */
export function LinkedTimeGone({
  nearest,
  timeZone,
  onChoose,
}: {
  nearest: readonly Timeslot[];
  timeZone: string;
  onChoose: (slot: Timeslot) => void;
}) {
  return (
    <div className={styles.notices}>
      <Alert name="linked-time-gone" variant="warning" title={RESULTS_TEXTS.linkedTimeGone}>
        {nearest.length === 0 ? (
          <p>{RESULTS_TEXTS.linkedTimeNone}</p>
        ) : (
          <>
            <p>{RESULTS_TEXTS.linkedTimeNearest}</p>
            <ul className={styles.nearestTimes}>
              {nearest.map((slot) => (
                <li key={slot.value}>
                  <Button variant="secondary" onClick={() => onChoose(slot)}>
                    {`${longDate(slotDateOf(slot.value, timeZone))}, ${slotTimeWithZone(slot.value, timeZone)}`}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </Alert>
    </div>
  );
}
