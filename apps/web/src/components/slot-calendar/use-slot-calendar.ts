import type { Timeslot } from '@hs/contracts';
import { SLOTS_VISIBLE_BEFORE_MORE } from '@hs/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { moveSlotFocus, rovingStart, type SlotPosition } from '@/lib/slot-calendar/calendar-keyboard';
import {
  type CalendarDay,
  clampStart,
  hasLoadedDaysAfter,
  isEmptyPage,
  nextAvailableIndex,
  pageOfDays,
  previousStart,
  reachesLoadedEnd,
} from '@/lib/slot-calendar/calendar-paging';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';
import type { SlotCalendarProps } from './slot-calendar';
import { slotKey } from './slot-day-column';

/**
 * The slot calendar's state: the page of days on screen (fetching the next block as the loaded end comes into
 * view, and moving on once a block asked for by 'next' arrives), 'Show More', and the roving focus between times.
 */
export function useSlotCalendar(props: SlotCalendarProps) {
  const { days, perPage, orientation, selected, timeZone } = props;
  const [requestedStart, setStart] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const [focusAt, setFocusAt] = useState<SlotPosition | null>(null);
  const [advancePending, setAdvancePending] = useState(false);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());

  const start = clampStart(requestedStart, days.length);
  const page = pageOfDays(days, start, perPage);
  const visibleCount = (day: CalendarDay) =>
    expanded ? day.timeslots.length : Math.min(day.timeslots.length, SLOTS_VISIBLE_BEFORE_MORE);
  const counts = page.map(visibleCount);
  const selectedAt = selectedPosition(page, counts, selected, props.providerId);
  const tabStop = rovingStart(counts, focusAt ?? selectedAt);
  const loadedAfter = hasLoadedDaysAfter(days, start, perPage);
  const { canLoadMore, isLoadingMore, loadMoreFailed, onLoadMore } = props;

  // A time chosen from outside the calendar (a booking link, a nearest time offered instead) is never left
  // hidden behind 'Show More'.
  const hiddenChoice = isHiddenChoice(page, selected, props.providerId);
  useEffect(() => {
    if (hiddenChoice) setExpanded(true);
  }, [hiddenChoice]);

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

  return {
    page,
    counts,
    tabStop,
    expanded,
    advancePending,
    zoneLabel: timeZoneLabel(timeZone, new Date(page[0]?.timeslots[0]?.value ?? Date.now())),
    canGoBack: start > 0,
    canGoNext: loadedAfter || canLoadMore,
    hasMoreTimes: page.some((day) => day.timeslots.length > SLOTS_VISIBLE_BEFORE_MORE),
    /** The next date with a free time, offered when the page on screen has none. */
    nextDate: nextIndex >= 0 ? days[nextIndex]?.date : undefined,
    onPrevious: () => goTo(previousStart(start, perPage)),
    onNext,
    onNextAvailable: () => goTo(nextIndex),
    onKeyDown,
    registerSlot,
    onSelect: (slot: Timeslot, position: SlotPosition) => {
      setFocusAt(position);
      props.onSelect(slot);
    },
    onToggleExpanded: () => {
      setExpanded((value) => !value);
      setFocusAt(null);
    },
  };
}

function isHiddenChoice(
  page: readonly CalendarDay[],
  selected: SlotSelection | undefined,
  providerId: string,
): boolean {
  if (selected?.providerId !== providerId) return false;
  return page.some(
    (day) => day.timeslots.findIndex((slot) => slot.value === selected.timestamp) >= SLOTS_VISIBLE_BEFORE_MORE,
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
