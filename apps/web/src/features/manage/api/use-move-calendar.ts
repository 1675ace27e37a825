import { AvailabilityResponseSchema, timeslotsPath } from '@hs/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { calendarDaysOf } from '@/lib/slot-calendar/calendar-paging';
import type { IsoDate } from '@/lib/us-date';

/** The clinic's free times for the appointment's services, from `startDate` (the server sizes the block). */
export function useMoveCalendar(request: {
  providerId: string;
  businessName: string;
  serviceIds: number[];
  startDate: IsoDate;
}) {
  return useQuery({
    queryKey: ['move-calendar', request],
    queryFn: async ({ signal }) => {
      const response = await apiGet(
        timeslotsPath,
        {
          'filter.serviceIds': request.serviceIds,
          'filter.startDate': request.startDate,
          'filter.businessNames': [request.businessName],
          'filter.locationIds': [request.providerId],
        },
        AvailabilityResponseSchema,
        { signal },
      );
      return calendarDaysOf(response.data.appointmentTimeSlots[0]);
    },
  });
}
