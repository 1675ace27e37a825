import type { ManagedAppointment, ManagedVisit, Provider } from '@hs/contracts';
import { type CalendarAppointment, DEFAULT_VISIT_MINUTES } from './appointment-ics.js';

/** A booked visit as the confirmation page keeps it. */
export interface ConfirmedVisit {
  id: string;
  timestamp: string;
  timezone: string;
  confirmCode: string;
  services: readonly { name: string }[];
  sequence?: number | undefined;
  /** Absent from visits a tab kept from before the booking answer named it. */
  durationMinutes?: number | undefined;
}

/** A provider's address as a calendar entry's place writes it; virtual visits have none. */
function placeAddress(
  address: Pick<NonNullable<Provider['address']>, 'addressLines' | 'cityTown' | 'stateProvince' | 'postalCode'> | null,
): CalendarAppointment['place']['address'] {
  return address
    ? {
        lines: address.addressLines,
        city: address.cityTown,
        state: address.stateProvince,
        postalCode: address.postalCode,
      }
    : null;
}

/** The confirmation page's appointment, with the provider it was booked with. */
export function confirmedCalendar(visit: ConfirmedVisit, provider: Provider, manageUrl: string): CalendarAppointment {
  const { address } = provider;
  return {
    appointmentId: visit.id,
    start: new Date(visit.timestamp),
    minutes: visit.durationMinutes ?? DEFAULT_VISIT_MINUTES,
    timeZone: visit.timezone,
    sequence: visit.sequence ?? 0,
    services: visit.services.map((service) => service.name),
    place: {
      name: provider.vanityName || provider.name,
      address: placeAddress(address),
      phone: provider.phone,
    },
    confirmCode: visit.confirmCode,
    manageUrl,
  };
}

/** One visit of the appointment the manage page found, with the code the visitor typed. */
export function managedCalendar(
  visit: ManagedVisit,
  appointment: ManagedAppointment,
  confirmCode: string,
  manageUrl: string,
): CalendarAppointment {
  const { provider } = appointment;
  const { address } = provider;
  return {
    appointmentId: visit.id,
    start: new Date(visit.timestamp),
    minutes: visit.durationMinutes,
    timeZone: visit.timezone,
    sequence: visit.sequence,
    services: visit.services.map((service) => service.name),
    place: {
      name: provider.name,
      address: placeAddress(address),
      phone: provider.phone,
    },
    confirmCode,
    manageUrl,
  };
}
