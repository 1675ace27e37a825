import { type BookedEntry, shownTimeZoneOf } from '@/lib/scheduler-store/scheduler-state';

/** One line of the appointment summary: a service at its appointment's time. */
export interface AppointmentListEntry {
  key: string;
  serviceName: string;
  timestamp: string;
  /** The zone its time is shown in (the visitor's chosen one for a dietitian visit). */
  timezone: string;
  /** 1 for the first appointment, 2 for the follow-up. */
  ordinal: 1 | 2;
  /** The first line of its appointment carries the appointment's own actions (Add to Calendar). */
  appointment: BookedEntry | undefined;
}

/**
 * The summary lists what was booked, service by service: several vaccines in one visit are several
 * lines, and the follow-up's services come after them.
 */
export function appointmentListEntries(appointment: BookedEntry, followup?: BookedEntry): AppointmentListEntry[] {
  const linesOf = (entry: BookedEntry, ordinal: 1 | 2): AppointmentListEntry[] => {
    const services = entry.services.length > 0 ? entry.services : [{ id: 0, name: 'Appointment' }];
    return services.map((service, index) => ({
      key: `${ordinal}-${service.id}-${index}`,
      serviceName: service.name,
      timestamp: entry.timestamp,
      timezone: shownTimeZoneOf(entry),
      ordinal,
      appointment: index === 0 ? entry : undefined,
    }));
  };
  return [...linesOf(appointment, 1), ...(followup ? linesOf(followup, 2) : [])];
}
