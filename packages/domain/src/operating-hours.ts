import { WEEKDAYS, type WeekdayHours, type WeeklyHours } from './weekly-hours.js';

/** One day's opening window in the provider's local time ("HH:mm"); break times are optional. */
export interface DayHours {
  start: string;
  end: string;
  breakStart?: string;
  breakEnd?: string;
}

/** Weekly operating hours as the spec's Provider.operatingHours; null means closed that day. */
export interface OperatingHours {
  isBreakSame: boolean;
  mondayToFriday: DayHours;
  saturday: DayHours | null;
  sunday: DayHours | null;
}

/** A day in the spec's shape: its first break is the lunch break. */
function dayHours(day: WeekdayHours): DayHours {
  const lunch = day.breaks[0];
  return { start: day.opens, end: day.closes, ...(lunch ? { breakStart: lunch.start, breakEnd: lunch.end } : {}) };
}

const sameDay = (a: WeekdayHours | null, b: WeekdayHours | null) => JSON.stringify(a) === JSON.stringify(b);
const sameBreaks = (a: WeekdayHours, b: WeekdayHours) => JSON.stringify(a.breaks) === JSON.stringify(b.breaks);

/**
 * The spec's Provider.operatingHours, which has one row for Monday to Friday: the hours most of those days
 * keep (the earliest such day on a tie; the first open day of the week when all five are closed, or an empty
 * window when the provider never opens). isBreakSame: every open day has the same breaks, so one lunch line
 * tells the week.
 */
export function operatingHoursOf(week: WeeklyHours): OperatingHours {
  const weekdays = WEEKDAYS.slice(0, 5).map((day) => week[day]);
  const open = weekdays.filter((day): day is WeekdayHours => day !== null);
  const usual =
    open
      .map((day) => ({ day, count: open.filter((other) => sameDay(other, day)).length }))
      .reduce<{ day: WeekdayHours; count: number } | null>(
        (best, candidate) => (best && best.count >= candidate.count ? best : candidate),
        null,
      )?.day ??
    WEEKDAYS.map((day) => week[day]).find((day) => day !== null) ??
    null;
  const openDays = WEEKDAYS.map((day) => week[day]).filter((day): day is WeekdayHours => day !== null);
  return {
    isBreakSame: openDays.every((day) => !usual || sameBreaks(day, usual)),
    mondayToFriday: usual ? dayHours(usual) : { start: '00:00', end: '00:00' },
    saturday: week.saturday && dayHours(week.saturday),
    sunday: week.sunday && dayHours(week.sunday),
  };
}
