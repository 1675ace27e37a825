import type { AvailabilityStatus, ProviderAvailability } from '@hs/contracts';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { ResultsPlan } from '@/features/results/model/results-plan';
import { type ProviderRef, providerBlockRequest } from '@/features/results/model/results-queries';
import { fetchAvailability } from '@/lib/availability/fetch-availability';
import { addDays, type IsoDate } from '@/lib/dates/us-date';
import { type CalendarDay, calendarDaysOf, mergeCalendarDays } from '@/lib/slot-calendar/calendar-paging';

/** One block of a provider's calendar as fetched. */
export interface CalendarBlock {
  status: AvailabilityStatus;
  days: CalendarDay[];
}

const blockOf = (availability: ProviderAvailability): CalendarBlock => ({
  status: availability.status,
  days: calendarDaysOf(availability),
});

export interface ProviderCalendarInput {
  plan: ResultsPlan;
  provider: ProviderRef;
  serviceIds: readonly number[];
  startDate: IsoDate;
  /** The block the results search already brought; absent on the follow-up screen. */
  initial?: ProviderAvailability;
  /** Distinguishes one results answer from the next, so a refreshed search starts the calendars afresh. */
  generation?: number;
  /** No block is asked for after this date (the services' booking horizon); the server has the final say. */
  lastBookableDate?: IsoDate;
}

/**
 * A provider's slot calendar, fetched in blocks (§4 "paging past loaded data fetches more days in blocks").
 * The first block is the results answer when there is one; later blocks come from v3 timeslots. Refetching
 * (after a time was just booked by someone else) asks again for every block shown so far.
 */
export function useProviderCalendar(input: ProviderCalendarInput) {
  const { plan, provider, serviceIds, startDate, initial, lastBookableDate } = input;
  const query = useInfiniteQuery({
    queryKey: [
      'availability',
      'provider',
      provider.providerId,
      [...serviceIds],
      startDate,
      plan.kind,
      plan.stateCode,
      input.generation ?? 0,
    ] as const,
    queryFn: async ({ pageParam, signal }): Promise<CalendarBlock> => {
      const response = await fetchAvailability(providerBlockRequest(plan, provider, serviceIds, pageParam), signal);
      const list = response.data.appointmentTimeSlots;
      const mine = list.find((entry) => entry.provider.providerId === provider.providerId) ?? list[0];
      return mine ? blockOf(mine) : { status: 'NO_AVAILABILITY', days: [] };
    },
    initialPageParam: startDate,
    getNextPageParam: (lastPage: CalendarBlock) => {
      const last = lastPage.days.at(-1);
      if (!last) return undefined;
      const next = addDays(last.date, 1);
      return lastBookableDate && next > lastBookableDate ? undefined : next;
    },
    ...(initial
      ? { initialData: { pages: [blockOf(initial)], pageParams: [startDate] } satisfies InfiniteData<CalendarBlock> }
      : {}),
    // Fresh until something says otherwise (paging, a lost hold); availability is refetched on purpose only.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const pages = query.data?.pages ?? [];
  const days = mergeCalendarDays(pages.map((page) => page.days));
  const hasAnySlot = days.some((day) => day.timeslots.length > 0);
  const status: AvailabilityStatus | undefined = hasAnySlot ? 'AVAILABLE' : pages[0]?.status;
  return { query, days, status };
}
