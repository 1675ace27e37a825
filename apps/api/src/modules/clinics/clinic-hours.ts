import type { DayTimes, WallTimeRange } from '@hs/contracts';
import { addDays, type ClosureTimes, WEEKDAYS, type Weekday, type WeekdayHours, type WeeklyHours } from '@hs/domain';

/** §9 clinic default messages, shown when the stored hours cannot be read. */
export const HOURS_UNAVAILABLE = 'Hours not currently available';
export const LUNCH_UNAVAILABLE = 'Lunch hours not currently available';
export const CLOSED = 'Closed';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const isTime = (time: unknown): time is string => typeof time === 'string' && HH_MM.test(time);

/** Hours come from a JSON column, so they are checked before use rather than trusted. */
function readDay(value: unknown): WeekdayHours | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const day = value as Partial<Record<keyof WeekdayHours, unknown>>;
  if (!isTime(day.opens) || !isTime(day.closes) || !Array.isArray(day.breaks)) return undefined;
  const breaks = day.breaks.filter(
    (b): b is { start: string; end: string } => isTime(b?.start) && isTime(b?.end) && b.start < b.end,
  );
  if (breaks.length !== day.breaks.length) return undefined;
  return { opens: day.opens, closes: day.closes, breaks: breaks.map(({ start, end }) => ({ start, end })) };
}

/** The stored weekly hours, or undefined when any day cannot be read. */
export function readWeek(value: unknown): WeeklyHours | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const week: Partial<WeeklyHours> = {};
  for (const day of WEEKDAYS) {
    const hours = readDay((value as Record<string, unknown>)[day]);
    if (hours === undefined) return undefined;
    week[day] = hours;
  }
  return week as WeeklyHours;
}

/** "13:00" → "1:00 PM". */
export function formatTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const timeRangeText = (from: string, to: string) => `${formatTime(from)} - ${formatTime(to)}`;

export function dayHoursText(day: WeekdayHours | null | undefined): string {
  if (day === undefined) return HOURS_UNAVAILABLE;
  if (day === null) return CLOSED;
  return timeRangeText(day.opens, day.closes);
}

/** The day's first break is its lunch break. */
export function lunchHoursText(day: WeekdayHours | null | undefined): string {
  const lunch = day?.breaks[0];
  return lunch ? timeRangeText(lunch.start, lunch.end) : LUNCH_UNAVAILABLE;
}

const SHORT_NAMES: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** The week as cards show it: neighbouring days with the same hours together ("Mon-Fri"), Monday first. */
export function weekHours(weeklyHours: WeeklyHours | undefined): { day: string; hours: string }[] {
  if (!weeklyHours) return [];
  const runs: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = dayHoursText(weeklyHours[day]);
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs.map(({ first, last, hours }) => ({
    day: first === last ? SHORT_NAMES[first] : `${SHORT_NAMES[first]}-${SHORT_NAMES[last]}`,
    hours,
  }));
}

/** The date, weekday and wall-clock time at an instant in a zone; "today" is always the clinic's own today. */
export function localMoment(instant: Date, timeZone: string): { date: string; weekday: Weekday; hhmm: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase() as Weekday,
    hhmm: `${part('hour')}:${part('minute')}`,
  };
}

const MINUTES_PER_DAY = 24 * 60;
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The hours a clinic keeps on a date once its closures are taken out, as wall-clock minutes [from, to):
 * the day's opening hours without its breaks and without any part a closure covers.
 */
function openOn(hours: WeekdayHours, date: string, closures: readonly ClosureTimes[]): [number, number][] {
  const dayStart = `${date}T00:00`;
  const nextDay = `${addDays(date, 1)}T00:00`;
  const cuts = [
    ...hours.breaks.map((b) => [minuteOf(b.start), minuteOf(b.end)] as const),
    ...closures
      .filter((c) => c.startsLocal < nextDay && c.endsLocal > dayStart)
      .map(
        (c) =>
          [
            c.startsLocal <= dayStart ? 0 : minuteOf(c.startsLocal.slice(11)),
            c.endsLocal >= nextDay ? MINUTES_PER_DAY : minuteOf(c.endsLocal.slice(11)),
          ] as const,
      ),
  ].sort((a, b) => a[0] - b[0]);
  const open: [number, number][] = [];
  let from = minuteOf(hours.opens);
  const close = minuteOf(hours.closes);
  for (const [start, end] of cuts) {
    if (start > from) open.push([from, Math.min(start, close)]);
    from = Math.max(from, end);
  }
  if (from < close) open.push([from, close]);
  return open.filter(([a, b]) => b > a);
}

/** A clinic's day as cards and the details page tell it: its hours, lunch, and whether it is open now. */
export interface ClinicDay {
  hoursText: string;
  lunchText: string;
  /** The same hours and lunch as data, for pages that write them in the visitor's language. */
  times: DayTimes;
  lunch: WallTimeRange | null;
  isOpen: boolean;
}

/** A day's hours as data: what `dayHoursText` says. */
export function dayTimes(day: WeekdayHours | null | undefined): DayTimes {
  if (day === undefined) return 'unknown';
  if (day === null) return 'closed';
  return { from: day.opens, to: day.closes };
}

const lunchOf = (day: WeekdayHours | null | undefined): WallTimeRange | null => {
  const lunch = day?.breaks[0];
  return lunch ? { from: lunch.start, to: lunch.end } : null;
};

/**
 * Today at the clinic, closures included: a day a closure takes whole reads "Closed"; a part day reads from its
 * first open minute to its last ("closes at 2 PM" shows "8:30 AM - 2:00 PM"). Open now: inside what is left of
 * the day, outside its breaks.
 */
export function clinicDay(
  weeklyHours: WeeklyHours | undefined,
  closures: readonly ClosureTimes[],
  moment: { date: string; weekday: Weekday; hhmm: string },
): ClinicDay {
  const hours = weeklyHours ? weeklyHours[moment.weekday] : undefined;
  if (!hours) {
    return {
      hoursText: dayHoursText(hours),
      lunchText: lunchHoursText(hours),
      times: dayTimes(hours),
      lunch: null,
      isOpen: false,
    };
  }
  const open = openOn(hours, moment.date, closures);
  const now = minuteOf(moment.hhmm);
  const times: DayTimes = open.length === 0 ? 'closed' : { from: hhmmOf(open[0]![0]), to: hhmmOf(open.at(-1)![1]) };
  return {
    hoursText: typeof times === 'string' ? CLOSED : timeRangeText(times.from, times.to),
    lunchText: open.length === 0 ? LUNCH_UNAVAILABLE : lunchHoursText(hours),
    times,
    lunch: open.length === 0 ? null : lunchOf(hours),
    isOpen: open.some(([from, to]) => now >= from && now < to),
  };
}
