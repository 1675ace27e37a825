import type { Timeslot } from '@hs/contracts';
import { SLOTS_VISIBLE_BEFORE_MORE } from '@hs/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  type CalendarOrientation,
  moveSlotFocus,
  rovingStart,
  type SlotPosition,
} from '@/features/results/model/calendar-keyboard';
import {
  type CalendarDay,
  clampStart,
  hasLoadedDaysAfter,
  isEmptyPage,
  nextAvailableIndex,
  pageOfDays,
  previousStart,
  reachesLoadedEnd,
} from '@/features/results/model/calendar-paging';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { longDate } from '@/features/results/model/slot-format';
import type { SlotSelection } from '@/features/results/model/slot-selection';
import { cx } from '@/lib/class-names';
import { timeZoneLabel } from '@/lib/time-zone-label';
import styles from './slot-calendar.module.css';
import { SlotDayColumn, slotKey } from './slot-day-column';

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
  const { days, perPage, orientation, selected, timeZone } = props;
  const [requestedStart, setStart] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [focusAt, setFocusAt] = useState<SlotPosition | null>(null);
  const [advancePending, setAdvancePending] = useState(false);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const columnsId = useId();
  const hintId = useId();

  const start = clampStart(requestedStart, days.length);
  const page = pageOfDays(days, start, perPage);
  const visibleCount = (day: CalendarDay) =>
    expanded ? day.timeslots.length : Math.min(day.timeslots.length, SLOTS_VISIBLE_BEFORE_MORE);
  const counts = page.map(visibleCount);
  const selectedAt = selectedPosition(page, counts, selected, props.providerId);
  const tabStop = rovingStart(counts, focusAt ?? selectedAt);
  const zoneLabel = timeZoneLabel(timeZone, new Date(page[0]?.timeslots[0]?.value ?? Date.now()));
  const loadedAfter = hasLoadedDaysAfter(days, start, perPage);
  const { canLoadMore, isLoadingMore, loadMoreFailed, onLoadMore } = props;

  // Ask for the next block as soon as the last loaded day is on screen, so 'next' rarely has to wait.
  useEffect(() => {
    if (reachesLoadedEnd(days, start, perPage) && canLoadMore && !isLoadingMore && !loadMoreFailed) onLoadMore();
  }, [days, start, perPage, canLoadMore, isLoadingMore, loadMoreFailed, onLoadMore]);

  // 'Next' pressed while the next block was on its way: move once it has arrived, or give up if none came.
  useEffect(() => {
    if (!advancePending) return;
    if (hasLoadedDaysAfter(days, start, perPage)) {
      setAdvancePending(false);
      setStart(start + perPage);
      setFocusAt(null);
    } else if (!isLoadingMore && (!canLoadMore || loadMoreFailed)) {
      setAdvancePending(false);
    }
  }, [advancePending, days, start, perPage, isLoadingMore, canLoadMore, loadMoreFailed]);

  const goTo = (index: number) => {
    setStart(index);
    setFocusAt(null);
  };
  const onNext = () => {
    if (loadedAfter) goTo(start + perPage);
    else if (canLoadMore) {
      setAdvancePending(true);
      if (!isLoadingMore) onLoadMore();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (!tabStop) return;
    const current = focusAt ?? tabStop;
    const next = moveSlotFocus(counts, current, event.key, orientation);
    if (!next) return;
    event.preventDefault();
    setFocusAt(next);
    slotRefs.current.get(slotKey(next))?.focus();
  };

  const registerSlot = (key: string, element: HTMLButtonElement | null) => {
    if (element) slotRefs.current.set(key, element);
    else slotRefs.current.delete(key);
  };

  const emptyPage = page.length > 0 && isEmptyPage(page);
  const nextIndex = emptyPage ? nextAvailableIndex(days, start) : -1;
  const nextDate = nextIndex >= 0 ? days[nextIndex]?.date : undefined;
  const hasMoreTimes = page.some((day) => day.timeslots.length > SLOTS_VISIBLE_BEFORE_MORE);
  const first = page[0];
  const last = page.at(-1);

  return (
    <div className={cx(styles.calendar, orientation === 'horizontal' && styles.horizontal)}>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.pageButton}
          onClick={() => goTo(previousStart(start, perPage))}
          disabled={start === 0}
          aria-label={RESULTS_TEXTS.previousDays}
          aria-controls={columnsId}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.range} aria-live="polite">
          <span className="visually-hidden">
            {first && last ? `Showing ${longDate(first.date)} to ${longDate(last.date)}. ` : ''}
          </span>
          Times in {zoneLabel}
        </p>
        <button
          type="button"
          className={styles.pageButton}
          onClick={onNext}
          disabled={!loadedAfter && !canLoadMore}
          aria-label={RESULTS_TEXTS.nextDays}
          aria-controls={columnsId}
          aria-busy={advancePending || undefined}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {RESULTS_TEXTS.slotKeyboardHint}
      </p>
      <fieldset
        id={columnsId}
        aria-describedby={hintId}
        aria-busy={props.isRefreshing || undefined}
        className={styles.group}
        onKeyDown={onKeyDown}
      >
        <legend className="visually-hidden">{`Appointment times at ${props.providerName}`}</legend>
        <div className={styles.columns}>
          {page.map((day, dayIndex) => (
            <SlotDayColumn
              key={day.date}
              day={day}
              dayIndex={dayIndex}
              providerId={props.providerId}
              timeZone={timeZone}
              zoneLabel={zoneLabel}
              visibleCount={counts[dayIndex] ?? 0}
              selected={selected}
              tabStop={tabStop}
              registerSlot={registerSlot}
              onSelect={(slot, position) => {
                setFocusAt(position);
                props.onSelect(slot);
              }}
            />
          ))}
        </div>
      </fieldset>
      {hasMoreTimes ? (
        <Button
          variant="link"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={columnsId}
          onClick={() => {
            setExpanded((value) => !value);
            setFocusAt(null);
          }}
        >
          {expanded ? RESULTS_TEXTS.showLess : RESULTS_TEXTS.showMore}
        </Button>
      ) : null}
      {nextDate ? (
        <Button variant="secondary" className={styles.nextAvailable} onClick={() => goTo(nextIndex)}>
          {RESULTS_TEXTS.nextAvailable(longDate(nextDate))}
        </Button>
      ) : null}
      {isLoadingMore || props.isRefreshing ? (
        <Spinner size="small" label={RESULTS_TEXTS.loadingTimes} className={styles.loading} />
      ) : null}
    </div>
  );
}

function selectedPosition(
  page: readonly CalendarDay[],
  counts: readonly number[],
  selected: SlotSelection | undefined,
  providerId: string,
): SlotPosition | null {
  if (selected?.providerId !== providerId) return null;
  for (const [day, entry] of page.entries()) {
    const slot = entry.timeslots.findIndex((candidate) => candidate.value === selected.timestamp);
    if (slot >= 0 && slot < (counts[day] ?? 0)) return { day, slot };
  }
  return null;
}
