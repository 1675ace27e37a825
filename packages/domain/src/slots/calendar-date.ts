import { TZDate } from '@date-fns/tz';

/**
 * Calendar dates as "YYYY-MM-DD" strings. A date here is a day on a wall calendar, not an instant, so the
 * arithmetic runs on UTC midnights where no time zone can shift it; the string order is the date order.
 */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The year, month (1-12) and day of a valid date; null for anything else, including 2026-02-30. */
export function parseLocalDate(date: string): { year: number; month: number; day: number } | null {
  const match = LOCAL_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day };
}

function utcMidnight(date: LocalDate): number {
  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

function fromUtcMidnight(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** Days from `first` to `last` (0 for the same day, negative when last is earlier); NaN when either is no date. */
export function daysBetween(first: LocalDate, last: LocalDate): number {
  if (!parseLocalDate(first) || !parseLocalDate(last)) return Number.NaN;
  return Math.round((utcMidnight(last) - utcMidnight(first)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
export function weekdayOf(date: LocalDate): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** Every date from first to last, both included; empty when last is before first. */
export function datesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let ms = utcMidnight(first), end = utcMidnight(last); ms <= end; ms += DAY_MS) dates.push(fromUtcMidnight(ms));
  return dates;
}

export const minDate = (a: LocalDate, b: LocalDate): LocalDate => (a <= b ? a : b);
export const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (a >= b ? a : b);

/** The calendar date an instant falls on in a time zone ("today" for a provider is this of the clock's now). */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const local = new TZDate(instant.getTime(), timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(local.getFullYear()).padStart(4, '0')}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
