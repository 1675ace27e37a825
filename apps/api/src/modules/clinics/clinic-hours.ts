import type { DayHours, OperatingHours } from '@hs/domain';

/** §9 clinic default messages, shown when the stored hours cannot be read. */
export const HOURS_UNAVAILABLE = 'Hours not currently available';
export const LUNCH_UNAVAILABLE = 'Lunch hours not currently available';
export const CLOSED = 'Closed';

export type Weekday = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Hours come from a JSON column, so they are checked before use rather than trusted. */
function readDay(value: unknown): DayHours | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const day = value as Partial<Record<keyof DayHours, unknown>>;
  const valid = (time: unknown) => typeof time === 'string' && HH_MM.test(time);
  if (!valid(day.start) || !valid(day.end)) return undefined;
  const hasBreak = valid(day.breakStart) && valid(day.breakEnd);
  return {
    start: day.start as string,
    end: day.end as string,
    ...(hasBreak ? { breakStart: day.breakStart as string, breakEnd: day.breakEnd as string } : {}),
  };
}

/** "13:00" → "1:00 PM". */
export function formatTime(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const range = (from: string, to: string) => `${formatTime(from)} - ${formatTime(to)}`;

/** The hours that apply on a weekday: undefined when unreadable, null when closed. */
export function hoursOn(operatingHours: unknown, weekday: Weekday): DayHours | null | undefined {
  if (typeof operatingHours !== 'object' || operatingHours === null) return undefined;
  const hours = operatingHours as Partial<Record<keyof OperatingHours, unknown>>;
  if (weekday === 'Sat') return readDay(hours.saturday);
  if (weekday === 'Sun') return readDay(hours.sunday);
  return readDay(hours.mondayToFriday);
}

export function dayHoursText(day: DayHours | null | undefined): string {
  if (day === undefined) return HOURS_UNAVAILABLE;
  if (day === null) return CLOSED;
  return range(day.start, day.end);
}

export function lunchHoursText(day: DayHours | null | undefined): string {
  if (!day?.breakStart || !day.breakEnd) return LUNCH_UNAVAILABLE;
  return range(day.breakStart, day.breakEnd);
}

/** The week as cards and the details page show it: weekdays together, then Saturday and Sunday. */
export function weekHours(operatingHours: unknown): { day: string; hours: string }[] {
  if (hoursOn(operatingHours, 'Mon') === undefined) return [];
  return [
    { day: 'Mon-Fri', hours: dayHoursText(hoursOn(operatingHours, 'Mon')) },
    { day: 'Sat', hours: dayHoursText(hoursOn(operatingHours, 'Sat')) },
    { day: 'Sun', hours: dayHoursText(hoursOn(operatingHours, 'Sun')) },
  ];
}

/** The weekday and wall-clock time at an instant in a zone; "today" is always the clinic's own today. */
export function localMoment(instant: Date, timeZone: string): { weekday: Weekday; hhmm: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday') as Weekday, hhmm: `${part('hour')}:${part('minute')}` };
}

/** Open now: inside today's hours and outside the lunch break. "HH:mm" strings compare in time order. */
export function isOpenAt(day: DayHours | null | undefined, hhmm: string): boolean {
  if (!day) return false;
  if (hhmm < day.start || hhmm >= day.end) return false;
  if (day.breakStart && day.breakEnd && hhmm >= day.breakStart && hhmm < day.breakEnd) return false;
  return true;
}
