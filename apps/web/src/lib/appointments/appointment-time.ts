import { type AppointmentTimeParts, resolveTimeZone } from '@hs/domain';
import { timeZoneLabel } from '@/lib/appointments/time-zone-label';
import { formatDateTime } from '@/lib/dates/date-format';
import type { IsoDate } from '@/lib/dates/us-date';
import { wallClockDate } from '@/lib/dates/wall-clock';
import { translate } from '@/lib/i18n/i18n';

export { type AppointmentTimeParts, resolveTimeZone } from '@hs/domain';

/** The provider's calendar date of an appointment ('YYYY-MM-DD'), for machines. */
export function providerDateOf(timestamp: string, zone: string): IsoDate {
  return wallClockDate(timestamp, resolveTimeZone(zone));
}

/** An appointment's instant on the provider's wall clock (§9), written in the language shown. */
export function appointmentTimeParts(timestamp: string, zone: string): AppointmentTimeParts {
  const at = new Date(timestamp);
  const timeZone = resolveTimeZone(zone);
  return {
    date: formatDateTime(at, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }),
    time: formatDateTime(at, { hour: 'numeric', minute: '2-digit', timeZone }),
    zone: timeZoneLabel(timeZone, at),
  };
}

/** 'Monday, November 23, 2026 at 2:00 PM ET' */
export function formatAppointmentTime(timestamp: string, zone: string): string {
  return translate('controls.time.appointment', { ...appointmentTimeParts(timestamp, zone) });
}

/** 'Tue, Nov 24 at 2:00 PM ET': the short form. */
export function shortAppointmentTime(timestamp: string, zone: string): string {
  const timeZone = resolveTimeZone(zone);
  const parts = appointmentTimeParts(timestamp, zone);
  const date = formatDateTime(new Date(timestamp), { weekday: 'short', month: 'short', day: 'numeric', timeZone });
  return translate('controls.time.appointment', { ...parts, date });
}

/** A wall-clock time as written ("13:30", or "YYYY-MM-DDTHH:mm"), read as it is: already on the clinic's clock. */
function wallClock(local: string): Date {
  const [date = '2000-01-01', time = local] = local.includes('T') ? local.split('T') : [undefined, local];
  return new Date(`${date}T${time}:00Z`);
}

/** "13:30" → "1:30 PM" ("1:30 p. m."); anything that is not a wall-clock time is shown as given. */
export function clockTime(time: string): string {
  const local = time.trim();
  if (!/^\d{1,2}:\d{2}$/.test(local)) return time;
  return formatDateTime(wallClock(local.padStart(5, '0')), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** The time of a wall-clock "YYYY-MM-DDTHH:mm". */
export const wallTime = (local: string): string =>
  formatDateTime(wallClock(local), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "Thursday, December 24" of a wall-clock "YYYY-MM-DDTHH:mm". */
export const wallDay = (local: string): string =>
  formatDateTime(wallClock(local), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A weekday's short name ('Mon', 'lun'), Monday being 1 and Sunday 7. */
export const weekdayShort = (isoWeekday: number): string =>
  formatDateTime(new Date(Date.UTC(2024, 0, isoWeekday)), { weekday: 'short', timeZone: 'UTC' });

/** A weekday's full name ('Monday', 'lunes'), Monday being 1 and Sunday 7. */
export const weekdayLong = (isoWeekday: number): string =>
  formatDateTime(new Date(Date.UTC(2024, 0, isoWeekday)), { weekday: 'long', timeZone: 'UTC' });

/**
 * A text of times that wraps only between them, for narrow columns: each time keeps its a.m. or PM ('1:30' and
 * 'p.m.' never on two lines) and a range's dash stays after its first time.
 */
export const timesKeptWhole = (text: string): string =>
  text.replace(/(\d) (?=[AaPp]\.?\s?[Mm]\b|[AaPp]\.\s?[Mm]\.)/g, '$1\u00a0').replace(/ ([–-]) /g, '\u00a0$1 ');
