import type { WaitlistFigures } from '@hs/contracts/staff-waitlist';
import { DetailsList } from '@/components/ui/details-list';
import { TitledSection } from '@/components/ui/titled-section';
import { dayHeading } from '@/features/staff/model/clinic-time';
import {
  daysText,
  endedOffers,
  OUTCOME_LABELS,
  offersText,
  ratePercent,
} from '@/features/staff/model/waitlist-figure-labels';
import styles from './waitlist-figures.module.css';

const spanOf = ({ from, to }: WaitlistFigures) =>
  from === to ? `on ${dayHeading(from)}` : `from ${dayHeading(from)} to ${dayHeading(to)}`;

/** The two figures the waitlist is judged by and how the offers behind them ended: counts, never a patient. */
export function WaitlistFiguresView({ figures }: { figures: WaitlistFigures }) {
  const { offers, acceptanceRate, medianDaysEarlier } = figures;
  if (offers.made === 0) {
    return (
      <p role="status" className={styles.empty}>
        No waitlist offers were made here {spanOf(figures)}. A time is offered when a booked visit is cancelled or moved
        while someone is waiting for it.
      </p>
    );
  }
  return (
    <>
      <p role="status">
        {offersText(offers.made)} made here {spanOf(figures)}.
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Acceptance rate</dt>
          <dd className={styles.value}>{acceptanceRate === null ? 'None ended yet' : ratePercent(acceptanceRate)}</dd>
          <dd className={styles.note}>
            {offers.accepted} accepted of {offersText(endedOffers(offers))} that ended
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Median days earlier</dt>
          <dd className={styles.value}>
            {medianDaysEarlier === null ? 'None accepted yet' : daysText(medianDaysEarlier)}
          </dd>
          <dd className={styles.note}>
            How much sooner an accepted offer saw the patient: than the visit it moved, or than the last day they asked
            for
          </dd>
        </div>
      </dl>
      <TitledSection headingId="waitlist-outcomes" heading="How the offers ended" classes={styles}>
        <DetailsList rows={OUTCOME_LABELS.map(([key, label]) => [label, offers[key]] as const)} />
      </TitledSection>
    </>
  );
}
