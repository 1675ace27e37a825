import type { Provider } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { type TimeslotsPlace, timeslotsRequest } from '@/lib/availability/availability-requests';
import { fetchAvailability } from '@/lib/availability/fetch-availability';
import type { IsoDate } from '@/lib/dates/us-date';
import { type CalendarDay, calendarDaysOf } from '@/lib/slot-calendar/calendar-paging';

export interface MoveCalendarRequest {
  /** A clinic by id, or the virtual teams licensed in the patient's state. */
  place: TimeslotsPlace;
  /** Of several teams licensed in the state, the one the visit is with, when it is among them. */
  preferredProviderId: string;
  businessName: string;
  serviceIds: number[];
  startDate: IsoDate;
}

export interface MoveCalendar {
  provider: Provider | undefined;
  days: CalendarDay[];
}

/** A provider's free times for the visit's services, from `startDate` (the server sizes the block). */
export function useMoveCalendar(request: MoveCalendarRequest) {
  return useQuery({
    queryKey: ['move-calendar', request],
    queryFn: async ({ signal }): Promise<MoveCalendar> => {
      const response = await fetchAvailability(timeslotsRequest(request), signal);
      const list = response.data.appointmentTimeSlots;
      const entry = list.find((item) => item.provider.providerId === request.preferredProviderId) ?? list[0];
      return { provider: entry?.provider, days: calendarDaysOf(entry) };
    },
  });
}
