import { tz } from '@date-fns/tz';
import { resolveTimeZone } from '@hs/domain';
import { format } from 'date-fns';

// The pages and the e-mails write an appointment's time with the same functions.
export { type AppointmentTimeParts, appointmentTimeParts, formatAppointmentTime, resolveTimeZone } from '@hs/domain';

/** Any date-fns pattern on the zone's wall clock, e.g. 'yyyy-MM-dd' for the provider's calendar date. */
export function formatInZone(timestamp: string, zone: string, pattern: string): string {
  return format(new Date(timestamp), pattern, { in: tz(resolveTimeZone(zone)) });
}
