import type { DayHours, OperatingHours } from '@hs/domain';
import { clockTime, weekdayShort } from '@/lib/appointments/appointment-time';
import { translate } from '@/lib/i18n/i18n';

export { clockTime } from '@/lib/appointments/appointment-time';

export interface HoursLine {
  days: string;
  hours: string;
  /** "Lunch 12:30 PM – 1:30 PM" when the day has a break. */
  lunch?: string;
}

function line(days: string, hours: DayHours | null): HoursLine {
  if (!hours) return { days, hours: translate('controls.hours.closed') };
  const lunch =
    hours.breakStart && hours.breakEnd
      ? translate('controls.hours.lunch', { from: clockTime(hours.breakStart), to: clockTime(hours.breakEnd) })
      : undefined;
  const open = translate('controls.hours.range', { from: clockTime(hours.start), to: clockTime(hours.end) });
  return { days, hours: open, ...(lunch ? { lunch } : {}) };
}

/** The three lines of a clinic card (§2): Mon–Fri, Sat and Sun, each with its lunch break. */
export function hoursLines(hours: OperatingHours): HoursLine[] {
  const weekdays = translate('controls.hours.days', { from: weekdayShort(1), to: weekdayShort(5) });
  return [
    line(weekdays, hours.mondayToFriday),
    line(weekdayShort(6), hours.saturday),
    line(weekdayShort(7), hours.sunday),
  ];
}
