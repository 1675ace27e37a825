import type { AvailabilityResponse, Provider, ProviderAvailability } from '@hs/contracts';
import type { CalendarDay } from '@/lib/slot-calendar/calendar-paging';

/** Test support only: availability shaped like the API's answers. */

/** A day with slots every 15 minutes from 09:00 (New York, winter offset). */
export function dayFixture(date: string, count: number, serviceIds: number[] = [29]): CalendarDay {
  return {
    date,
    timeslots: Array.from({ length: count }, (_, index) => {
      const minutes = 9 * 60 + index * 15;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return { value: `${date}T${time}:00-05:00`, serviceIds };
    }),
  };
}

export function availabilityFixture(
  provider: Provider,
  days: CalendarDay[],
  status: ProviderAvailability['status'] = days.some((d) => d.timeslots.length > 0) ? 'AVAILABLE' : 'NO_AVAILABILITY',
): ProviderAvailability {
  return {
    provider,
    timezone: provider.timezone,
    status,
    services: status === 'SERVICE_UNAVAILABLE' ? [] : [{ serviceId: 29, availability: days }],
    nextAvailable: days.flatMap((d) => d.timeslots)[0]?.value ?? null,
  };
}

export const availabilityResponse = (list: ProviderAvailability[]): AvailabilityResponse => ({
  data: { appointmentTimeSlots: list },
  warnings: { appointmentTimeSlots: [] },
  errors: [],
});

/** Consecutive dates from `start`. */
export function datesFrom(start: string, count: number): string[] {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
  );
}
