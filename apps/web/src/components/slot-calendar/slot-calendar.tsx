import type { Timeslot } from '@hs/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/browser/class-names';
import { translate } from '@/lib/i18n/i18n';
import type { CalendarOrientation } from '@/lib/slot-calendar/calendar-keyboard';
import type { CalendarDay } from '@/lib/slot-calendar/calendar-paging';
import { SLOT_CALENDAR_TEXTS } from '@/lib/slot-calendar/slot-calendar-texts';
import { longDate } from '@/lib/slot-calendar/slot-format';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';
import { PageButton } from './page-button';
import styles from './slot-calendar.module.css';
import { SlotDayColumn } from './slot-day-column';
import { useSlotCalendar } from './use-slot-calendar';

export interface SlotCalendarProps {
  providerId: string;
  providerName: string;
  timeZone: string;
  days: CalendarDay[];
  perPage: number;
  orientation: CalendarOrientation;
  selected: SlotSelection | undefined;
  onSelect: (slot: Timeslot) => void;
  /** Another block of days may exist after the loaded ones. */
  canLoadMore: boolean;
  isLoadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** The whole calendar is being fetched again (after a time was taken). */
  isRefreshing?: boolean;
}

/**
 * A provider's date-by-date slot calendar (§2, §4): N days per page by screen size, previous and next pages
 * (fetching the next block when paging past the loaded days), 'Show More' past four times a day, a jump to the
 * next available date when a page is empty, and arrow-key movement between times with a single tab stop.
 */
export function SlotCalendar(props: SlotCalendarProps) {
  const { orientation, selected, timeZone } = props;
  const calendar = useSlotCalendar(props);
  const { page, zoneLabel } = calendar;
  const columnsId = useId();
  const hintId = useId();
  const first = page[0];
  const last = page.at(-1);

  return (
    <div className={cx(styles.calendar, orientation === 'horizontal' && styles.horizontal)}>
      <div className={styles.nav}>
        <PageButton direction="previous" calendar={calendar} controls={columnsId} />
        <p className={styles.range} aria-live="polite">
          <span className="visually-hidden">
            {first && last
              ? translate('controls.calendar.range', { from: longDate(first.date), to: longDate(last.date) })
              : ''}
          </span>
          {translate('controls.calendar.zone', { zone: zoneLabel })}
        </p>
        <PageButton direction="next" calendar={calendar} controls={columnsId} />
      </div>
      <p id={hintId} className="visually-hidden">
        {SLOT_CALENDAR_TEXTS.slotKeyboardHint}
      </p>
      <fieldset
        id={columnsId}
        aria-describedby={hintId}
        aria-busy={props.isRefreshing || undefined}
        className={styles.group}
        onKeyDown={calendar.onKeyDown}
      >
        <legend className="visually-hidden">
          {translate('controls.calendar.legend', { clinic: props.providerName })}
        </legend>
        <div className={styles.columns}>
          {page.map((day, dayIndex) => (
            <SlotDayColumn
              key={day.date}
              day={day}
              dayIndex={dayIndex}
              providerId={props.providerId}
              timeZone={timeZone}
              zoneLabel={zoneLabel}
              visibleCount={calendar.counts[dayIndex] ?? 0}
              selected={selected}
              tabStop={calendar.tabStop}
              registerSlot={calendar.registerSlot}
              onSelect={calendar.onSelect}
            />
          ))}
        </div>
      </fieldset>
      {calendar.hasMoreTimes ? (
        <Button
          variant="link"
          className={styles.more}
          aria-expanded={calendar.expanded}
          aria-controls={columnsId}
          onClick={calendar.onToggleExpanded}
        >
          {calendar.expanded ? SLOT_CALENDAR_TEXTS.showLess : SLOT_CALENDAR_TEXTS.showMore}
        </Button>
      ) : null}
      {calendar.nextDate ? (
        <Button variant="secondary" className={styles.nextAvailable} onClick={calendar.onNextAvailable}>
          {SLOT_CALENDAR_TEXTS.nextAvailable(longDate(calendar.nextDate))}
        </Button>
      ) : null}
      {props.isLoadingMore || props.isRefreshing ? (
        <Spinner size="small" label={SLOT_CALENDAR_TEXTS.loadingTimes} className={styles.loading} />
      ) : null}
    </div>
  );
}
