import type { ManagedAppointment, ManagedVisit } from '@hs/contracts';
import type { BookedEntry } from '@/lib/scheduler-store/scheduler-state';

/** A visit as the cancel dialog takes it, with the code the visitor typed (each visit has its own). */
export function bookedEntryOf(visit: ManagedVisit, confirmCode: string): BookedEntry {
  return {
    id: visit.id,
    confirmCode,
    timestamp: visit.timestamp,
    timezone: visit.timezone,
    services: visit.services.map((service) => ({ ...service, isVaccine: false, isAvailable: true })),
    sequence: visit.sequence,
    durationMinutes: visit.durationMinutes,
  };
}

/** Where, in one line: the clinic and its address, or the virtual provider. */
export function placeOf(appointment: ManagedAppointment, virtualCare: string): string {
  const { name, address } = appointment.provider;
  if (!address) return `${name}, ${virtualCare}`;
  return `${name}, ${address.addressLines.join(', ')}, ${address.cityTown}, ${address.stateProvince} ${address.postalCode}`;
}
