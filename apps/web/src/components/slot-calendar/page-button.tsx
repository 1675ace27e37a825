import { SLOT_CALENDAR_TEXTS } from '@/lib/slot-calendar/slot-calendar-texts';
import styles from './slot-calendar.module.css';
import type { useSlotCalendar } from './use-slot-calendar';

export interface PageButtonProps {
  direction: 'previous' | 'next';
  calendar: ReturnType<typeof useSlotCalendar>;
  /** The id of the day columns the button pages. */
  controls: string;
}

/** Pages the calendar back or on; paging on may first wait for the next block of days to load. */
export function PageButton({ direction, calendar, controls }: PageButtonProps) {
  const next = direction === 'next';
  return (
    <button
      type="button"
      className={styles.pageButton}
      onClick={next ? calendar.onNext : calendar.onPrevious}
      disabled={next ? !calendar.canGoNext : !calendar.canGoBack}
      aria-label={next ? SLOT_CALENDAR_TEXTS.nextDays : SLOT_CALENDAR_TEXTS.previousDays}
      aria-controls={controls}
      aria-busy={(next && calendar.advancePending) || undefined}
    >
      <span aria-hidden="true">{next ? '›' : '‹'}</span>
    </button>
  );
}
