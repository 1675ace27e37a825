import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { formatDateTime } from '@/lib/dates/date-format';
import type { IsoDate } from '@/lib/dates/us-date';
import { wallClockDate, wallClockDateTime } from '@/lib/dates/wall-clock';
import { translate } from '@/lib/i18n/i18n';

/** "9:00 AM" ("9:00 a. m.") in the provider's zone. */
export const slotTime = (value: string, timeZone: string): string =>
  formatDateTime(new Date(value), { hour: 'numeric', minute: '2-digit', timeZone });

/** The 24-hour local date-time reservations are sent with (§7): 'YYYY-MM-DD HH:mm:ss' in the provider's zone. */
export const reservationTimeOf = (value: string, timeZone: string): string => wallClockDateTime(value, timeZone);

/** The provider's calendar date of a slot. */
export const slotDateOf = (value: string, timeZone: string): IsoDate => wallClockDate(value, timeZone);

/** "9:00 AM ET" */
export const slotTimeWithZone = (value: string, timeZone: string): string =>
  `${slotTime(value, timeZone)} ${timeZoneLabel(timeZone, new Date(value))}`;

/** A calendar date is not an instant: it is read and written in UTC, so no zone can move it to the day before. */
function calendarDate(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** Column heading parts: "Mon" and "Nov 23" ("lun" and "23 nov"). */
export const dayHeading = (date: IsoDate) => ({
  weekday: formatDateTime(calendarDate(date), { weekday: 'short', timeZone: 'UTC' }),
  monthDay: formatDateTime(calendarDate(date), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
});

/** "Monday, November 23" ("lunes, 23 de noviembre") */
export const longDate = (date: IsoDate): string =>
  formatDateTime(calendarDate(date), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Monday, November 23 at 9:00 AM ET" */
export const slotSummary = (value: string, timeZone: string): string =>
  translate('results.slotSummary', {
    date: longDate(slotDateOf(value, timeZone)),
    time: slotTimeWithZone(value, timeZone),
  });
