import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import type { IsoDate } from '@/lib/dates/us-date';

/**
 * A slot's instant on a zone's wall clock: the provider's, where the visit happens (§9), unless the visitor
 * chose the zone to see times in (a dietitian visit is a video call from wherever the patient is).
 */
const onProviderClock = (value: string, timeZone: string) => new TZDate(value, timeZone);

/** "9:00 AM" in the provider's zone. */
export const slotTime = (value: string, timeZone: string): string => format(onProviderClock(value, timeZone), 'h:mm a');

/** The 24-hour local date-time reservations are sent with (§7): 'YYYY-MM-DD HH:mm:ss' in the provider's zone. */
export const reservationTimeOf = (value: string, timeZone: string): string =>
  format(onProviderClock(value, timeZone), 'yyyy-MM-dd HH:mm:ss');

/** The provider's calendar date of a slot. */
export const slotDateOf = (value: string, timeZone: string): IsoDate =>
  format(onProviderClock(value, timeZone), 'yyyy-MM-dd');

/** "9:00 AM ET" */
export const slotTimeWithZone = (value: string, timeZone: string): string =>
  `${slotTime(value, timeZone)} ${timeZoneLabel(timeZone, new Date(value))}`;

/** A calendar date is not an instant: read it as a local date so no zone can move it to the day before. */
function calendarDate(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Column heading parts: "Mon" and "Nov 23". */
export const dayHeading = (date: IsoDate) => ({
  weekday: format(calendarDate(date), 'EEE'),
  monthDay: format(calendarDate(date), 'MMM d'),
});

/** "Monday, November 23" */
export const longDate = (date: IsoDate): string => format(calendarDate(date), 'EEEE, MMMM d');

/** "Monday, November 23 at 9:00 AM ET" */
export const slotSummary = (value: string, timeZone: string): string =>
  `${longDate(slotDateOf(value, timeZone))} at ${slotTimeWithZone(value, timeZone)}`;
