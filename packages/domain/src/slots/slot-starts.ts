import { WEEKDAYS, type WeekdayHours, type WeeklyHours } from '../weekly-hours.js';
import { addDays, type LocalDate, localDateOf, weekdayOf } from './calendar-date.js';
import { type ClosureTimes, closedSpansOn, meetsClosure } from './closures.js';
import { type QuarterHour, zonedDay } from './zoned-day.js';

/** What decides where a provider's slots start on a day. */
export interface SlotRules {
  weeklyHours: WeeklyHours;
  /** IANA zone; weekly hours and closures are wall-clock times there. */
  timeZone: string;
  /** The whole visit's length; several services booked together add up. */
  slotMinutes: number;
  /** The provider's own closures and the chain's; only those covering a day cost that day anything. */
  closures?: readonly ClosureTimes[];
}

export interface DaySlot {
  start: Date;
  /** The start as ISO-8601 in the provider's zone, e.g. "2026-03-03T09:00:00-05:00". */
  value: string;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minuteOfDay(time: string | undefined): number | null {
  const match = time === undefined ? null : HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The weekly hours that apply on a date (null when closed that weekday). */
export function hoursOn(weeklyHours: WeeklyHours, date: LocalDate): WeekdayHours | null {
  // weekdayOf counts from Sunday; WEEKDAYS from Monday.
  return weeklyHours[WEEKDAYS[(weekdayOf(date) + 6) % 7]!] ?? null;
}

/**
 * The instant a wall-clock time is reached on the day: the first quarter-hour showing that time or later.
 * A time inside a spring-forward gap is reached when the clocks jump; a time repeated in the fall is reached
 * at its first occurrence; a time off the quarter-hour grid snaps up to the next quarter-hour.
 */
function reached(quarters: readonly QuarterHour[], end: number, minute: number): number {
  return quarters.find((q) => q.wall >= minute)?.at ?? end;
}

/**
 * The open stretches of a day as [from, to) instants: opening to closing with every break cut out. Breaks are
 * taken in time order and clipped to the opening hours, so stored hours that break those rules still never
 * offer a slot outside the hours or inside a break.
 */
function openStretches(hours: WeekdayHours, quarters: readonly QuarterHour[], end: number): [number, number][] {
  const open = minuteOfDay(hours.opens);
  const close = minuteOfDay(hours.closes);
  if (open === null || close === null || close <= open) return [];
  const breaks = hours.breaks
    .map((b) => [minuteOfDay(b.start), minuteOfDay(b.end)] as const)
    .filter((b): b is readonly [number, number] => b[0] !== null && b[1] !== null && b[1] > b[0])
    .sort((a, b) => a[0] - b[0]);
  const stretches: [number, number][] = [];
  let from = open;
  for (const [start, finish] of breaks) {
    if (start > from) stretches.push([from, Math.min(start, close)]);
    from = Math.max(from, finish);
  }
  if (from < close) stretches.push([from, close]);
  const at = (minute: number) => reached(quarters, end, minute);
  return stretches.filter(([a, b]) => b > a).map(([a, b]) => [at(a), at(b)]);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoValue(date: LocalDate, quarter: QuarterHour): string {
  const offset = Math.abs(quarter.offsetMinutes);
  const sign = quarter.offsetMinutes < 0 ? '-' : '+';
  const wall = `${pad(Math.floor(quarter.wall / 60))}:${pad(quarter.wall % 60)}:00`;
  return `${date}T${wall}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

const QUARTER_MS = 15 * 60 * 1000;

/**
 * An instant of a local day (at or after its start) as ISO-8601 with the zone's offset at that instant, written
 * as slot values are: a slot's end, which need not fall on the quarter-hour grid. Zones change offset on a
 * quarter-hour, so the offset is the one of the quarter-hour the instant falls in.
 */
export function zonedValue(timeZone: string, date: LocalDate, instant: number): string {
  let on = date;
  let day = zonedDay(timeZone, on);
  while (instant >= day.end) {
    on = addDays(on, 1);
    day = zonedDay(timeZone, on);
  }
  // The quarters step in elapsed time from the day's start, so the instant's quarter is found by division.
  const quarter = day.quarters[Math.floor((instant - day.quarters[0]!.at) / QUARTER_MS)]!;
  const elapsed = Math.round((instant - quarter.at) / 60_000);
  return isoValue(on, { at: instant, wall: quarter.wall + elapsed, offsetMinutes: quarter.offsetMinutes });
}

const DAY_SLOTS_CACHE_LIMIT = 20_000;
const daySlotsCache = new Map<string, readonly DaySlot[]>();

function remembered(key: string, compute: () => DaySlot[]): readonly DaySlot[] {
  const known = daySlotsCache.get(key);
  if (known) return known;
  const slots = Object.freeze(compute());
  if (daySlotsCache.size >= DAY_SLOTS_CACHE_LIMIT) daySlotsCache.clear();
  daySlotsCache.set(key, slots);
  return slots;
}

const hoursKey = (hours: WeekdayHours) =>
  `${hours.opens}-${hours.closes}${hours.breaks.map((b) => `/${b.start}-${b.end}`).join('')}`;

/**
 * Every slot start of a day, every 15 minutes of elapsed time from opening, where the whole visit fits
 * before a break or before closing and meets no closure. Nothing starts inside a break or a closure, and no
 * visit runs into one. Many providers share a zone, hours and the chain's closures, and every availability
 * request plans weeks of days, so results are remembered (they are frozen: callers share them, and the same
 * day of the same rules is the same list).
 */
export function daySlots(rules: SlotRules, date: LocalDate): readonly DaySlot[] {
  if (!Number.isFinite(rules.slotMinutes) || rules.slotMinutes <= 0) return [];
  const hours = hoursOn(rules.weeklyHours, date);
  if (!hours) return [];
  const key = `${rules.timeZone}|${date}|${rules.slotMinutes}|${hoursKey(hours)}`;
  const open = remembered(key, () => computeDaySlots(rules, hours, date));
  const spans = open.length > 0 && rules.closures ? closedSpansOn(rules.closures, rules.timeZone, date) : [];
  if (spans.length === 0) return open;
  const length = rules.slotMinutes * 60 * 1000;
  return remembered(`${key}|${spans.map((span) => `${span.from}-${span.to}`).join(',')}`, () =>
    open.filter((slot) => !meetsClosure(slot.start.getTime(), slot.start.getTime() + length, spans)),
  );
}

function computeDaySlots(rules: SlotRules, hours: WeekdayHours, date: LocalDate): DaySlot[] {
  const { quarters, end } = zonedDay(rules.timeZone, date);
  const stretches = openStretches(hours, quarters, end);
  const length = rules.slotMinutes * 60 * 1000;
  const slots: DaySlot[] = [];
  for (const quarter of quarters) {
    if (stretches.some(([from, to]) => quarter.at >= from && quarter.at + length <= to)) {
      slots.push({ start: new Date(quarter.at), value: isoValue(date, quarter) });
    }
  }
  return slots;
}

/** The UTC instants of every slot start on a local date (see daySlots). */
export function slotStartsForDay(rules: SlotRules, localDate: LocalDate): Date[] {
  return daySlots(rules, localDate).map((slot) => slot.start);
}

/** Whether an instant is one of the provider's slot starts for a visit of this length. */
export function isSlotStart(rules: SlotRules, instant: Date): boolean {
  const time = instant.getTime();
  if (Number.isNaN(time)) return false;
  return slotStartsForDay(rules, localDateOf(instant, rules.timeZone)).some((start) => start.getTime() === time);
}

/** A slot can be offered only if it starts after now; one starting this very moment is already gone. */
export function startsAfter(start: Date, now: Date): boolean {
  return start.getTime() > now.getTime();
}

export function slotsAfter(starts: readonly Date[], now: Date): Date[] {
  return starts.filter((start) => startsAfter(start, now));
}
