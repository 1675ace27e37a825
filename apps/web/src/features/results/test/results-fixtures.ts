import type { AvailabilityResponse, Provider, ProviderAvailability } from '@hs/contracts';
import type { CalendarDay } from '../model/calendar-paging';

/** Test support only: providers and availability shaped like the API's answers. */

export function providerFixture(id: string, overrides: Partial<Provider> = {}): Provider {
  return {
    providerId: id,
    businessName: 'tlc',
    brand: { slug: 'harvest-market', name: 'Harvest Market', logoSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    legalName: 'The Local Clinic',
    vanityName: `Clinic ${id}`,
    name: `Clinic ${id}`,
    qualification: null,
    image: null,
    description: null,
    licensureState: 'OH',
    timezone: 'America/New_York',
    address: {
      addressLines: ['5088 Cedar Ave'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      county: 'Hamilton',
    },
    phone: '(513) 555-0122',
    distance: 1.234567,
    operatingHours: {
      isBreakSame: false,
      mondayToFriday: { start: '09:00', end: '18:00', breakStart: '12:30', breakEnd: '13:30' },
      saturday: { start: '09:00', end: '17:00' },
      sunday: null,
    },
    location: { lat: 39.1, lng: -84.5 },
    isBenefitCode: false,
    services: [29],
    acceptsWalkIns: true,
    rideSharePromo: null,
    ...overrides,
  };
}

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
