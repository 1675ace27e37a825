import type { DayTimes, WallTimeRange } from '@hs/contracts';
import { clockTime, weekdayLong } from '@/lib/appointments/appointment-time';
import { shownLanguage, translate } from '@/lib/i18n/i18n';
import { formatLocale } from '@/lib/i18n/language';

/** '8:30 AM – 7:30 PM' ('8:30 a. m. – 7:30 p. m.') of a range on the clinic's clock. */
export const timeRangeText = ({ from, to }: WallTimeRange): string =>
  translate('controls.hours.range', { from: clockTime(from), to: clockTime(to) });

/** A day's hours in the language shown, from the data the clinic API gives beside its English text. */
export function dayTimesText(times: DayTimes): string {
  if (times === 'closed') return translate('controls.hours.closed');
  if (times === 'unknown') return translate('locator.hours.unavailable');
  return timeRangeText(times);
}

/** Today's lunch break, or §9's notice when there is none. */
export const lunchTimesText = (lunch: WallTimeRange | null): string =>
  lunch ? timeRangeText(lunch) : translate('locator.hours.lunchUnavailable');

const ISO_WEEKDAY = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 } as const;

/** A weekday's name as a table's row heading: 'Monday', 'Lunes'. */
export function weekdayHeading(weekday: keyof typeof ISO_WEEKDAY): string {
  const name = weekdayLong(ISO_WEEKDAY[weekday]);
  return name.charAt(0).toLocaleUpperCase(formatLocale(shownLanguage())) + name.slice(1);
}
