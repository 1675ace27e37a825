import { TZDate } from '@date-fns/tz';
import { type LocalDate, localDateOf, parseLocalDate } from './calendar-date.js';

/** One quarter-hour of a local day: its instant, its wall-clock minute of the day and the zone's UTC offset then. */
export interface QuarterHour {
  at: number;
  wall: number;
  offsetMinutes: number;
}

/** A local calendar day of a zone, cut into the quarter-hours that really happen on it. */
interface ZonedDay {
  quarters: readonly QuarterHour[];
  /** The instant the next local day starts. */
  end: number;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// Every search asks for the same few zones and dates, and converting through the zone database is the
// costly part of slot generation, so days are remembered; the bound keeps a long-running process small.
const cache = new Map<string, ZonedDay>();
const CACHE_LIMIT = 4096;

/**
 * The quarter-hours of `date` in `timeZone`, stepping in elapsed time from local midnight to the next one.
 * A day that springs forward has 92 of them and no 02:00-02:45; a day that falls back has 100 and repeats
 * 01:00-01:45. A 24-hour day that starts at 00:00 has one offset throughout, so only DST days (and zones
 * whose midnight is skipped) pay for a zone lookup per quarter-hour.
 */
export function zonedDay(timeZone: string, date: LocalDate): ZonedDay {
  const key = `${timeZone}|${date}`;
  const known = cache.get(key);
  if (known) return known;

  const parts = parseLocalDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const start = new TZDate(parts.year, parts.month - 1, parts.day, 0, 0, 0, timeZone);
  const next = new TZDate(parts.year, parts.month - 1, parts.day + 1, 0, 0, 0, timeZone);
  if (Number.isNaN(start.getTime())) throw new RangeError(`Unknown time zone: ${timeZone}`);

  const quarters: QuarterHour[] = [];
  const plainDay = next.getTime() - start.getTime() === DAY_MS && start.getHours() === 0 && start.getMinutes() === 0;
  if (plainDay) {
    const offsetMinutes = -start.getTimezoneOffset();
    for (let i = 0; i < DAY_MS / QUARTER_HOUR_MS; i++) {
      quarters.push({ at: start.getTime() + i * QUARTER_HOUR_MS, wall: i * 15, offsetMinutes });
    }
  } else {
    for (let at = start.getTime(); at < next.getTime(); at += QUARTER_HOUR_MS) {
      const local = new TZDate(at, timeZone);
      quarters.push({
        at,
        wall: local.getHours() * 60 + local.getMinutes(),
        offsetMinutes: -local.getTimezoneOffset(),
      });
    }
  }

  const day: ZonedDay = { quarters, end: next.getTime() };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, day);
  return day;
}

/** The instant the local day after `instant`'s starts in the zone: when "today" there turns over. */
export function nextLocalMidnight(instant: Date, timeZone: string): number {
  return zonedDay(timeZone, localDateOf(instant, timeZone)).end;
}
