import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_TIME_ZONE, TIME_ZONE_CODES } from './constants.js';
import { isKnownZone, timeZoneLabel } from './time-zone-label.js';

/** An IANA zone for a stored zone, which may be one of the §9 codes ('CT'); unknown values fall back to New York. */
export function resolveTimeZone(zone: string | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  if (zone in TIME_ZONE_CODES) return TIME_ZONE_CODES[zone as keyof typeof TIME_ZONE_CODES];
  return isKnownZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export interface AppointmentTimeParts {
  /** 'Monday, November 23, 2026' */
  date: string;
  /** '2:00 PM' */
  time: string;
  /** 'ET' */
  zone: string;
}

/** An appointment's instant on the provider's wall clock (§9: times are shown in the provider's zone). */
export function appointmentTimeParts(timestamp: string, zone: string): AppointmentTimeParts {
  const at = new Date(timestamp);
  const timeZone = resolveTimeZone(zone);
  const options = { in: tz(timeZone) };
  return {
    date: format(at, 'EEEE, MMMM d, yyyy', options),
    time: format(at, 'h:mm a', options),
    zone: timeZoneLabel(timeZone, at),
  };
}

/** 'Monday, November 23, 2026 at 2:00 PM ET' */
export function formatAppointmentTime(timestamp: string, zone: string): string {
  const parts = appointmentTimeParts(timestamp, zone);
  return `${parts.date} at ${parts.time} ${parts.zone}`;
}
