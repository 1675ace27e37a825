import type { DayHours, OperatingHours } from '../operating-hours.js';
import { type LocalDate, localDateOf, weekdayOf } from './calendar-date.js';
import { type QuarterHour, zonedDay } from './zoned-day.js';

/** What decides where a provider's slots start on a day. */
export interface SlotRules {
  operatingHours: OperatingHours;
  /** IANA zone; operating hours are wall-clock times there. */
  timeZone: string;
  /** The whole visit's length; several services booked together add up. */
  slotMinutes: number;
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

/** The hours that apply on a date: the weekday row, or Saturday's or Sunday's (null when closed). */
export function hoursOn(operatingHours: OperatingHours, date: LocalDate): DayHours | null {
  const weekday = weekdayOf(date);
  if (weekday === 0) return operatingHours.sunday;
  if (weekday === 6) return operatingHours.saturday;
  return operatingHours.mondayToFriday;
}

/**
 * The instant a wall-clock time is reached on the day: the first quarter-hour showing that time or later.
 * A time inside a spring-forward gap is reached when the clocks jump; a time repeated in the fall is reached
 * at its first occurrence; a time off the quarter-hour grid snaps up to the next quarter-hour.
 */
function reached(quarters: readonly QuarterHour[], end: number, minute: number): number {
  return quarters.find((q) => q.wall >= minute)?.at ?? end;
}

/** The open stretches of a day as [from, to) instants: before and after the break, or the whole day. */
function openStretches(hours: DayHours, quarters: readonly QuarterHour[], end: number): [number, number][] {
  const open = minuteOfDay(hours.start);
  const close = minuteOfDay(hours.end);
  if (open === null || close === null || close <= open) return [];
  const at = (minute: number) => reached(quarters, end, minute);
  const breakStart = minuteOfDay(hours.breakStart);
  const breakEnd = minuteOfDay(hours.breakEnd);
  if (breakStart === null || breakEnd === null || breakEnd <= breakStart) return [[at(open), at(close)]];
  return [
    [at(open), at(Math.min(breakStart, close))],
    [at(Math.max(breakEnd, open)), at(close)],
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoValue(date: LocalDate, quarter: QuarterHour): string {
  const offset = Math.abs(quarter.offsetMinutes);
  const sign = quarter.offsetMinutes < 0 ? '-' : '+';
  const wall = `${pad(Math.floor(quarter.wall / 60))}:${pad(quarter.wall % 60)}:00`;
  return `${date}T${wall}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

const DAY_SLOTS_CACHE_LIMIT = 20_000;
const daySlotsCache = new Map<string, readonly DaySlot[]>();

/**
 * Every slot start of a day, every 15 minutes of elapsed time from opening, where the whole visit fits
 * before the break or before closing. Nothing starts inside the break, and no visit runs into it.
 * Many providers share a zone and hours, and every availability request plans weeks of days, so results
 * are remembered (they are frozen: callers share them).
 */
export function daySlots(rules: SlotRules, date: LocalDate): readonly DaySlot[] {
  if (!Number.isFinite(rules.slotMinutes) || rules.slotMinutes <= 0) return [];
  const hours = hoursOn(rules.operatingHours, date);
  if (!hours) return [];
  const key = `${rules.timeZone}|${date}|${rules.slotMinutes}|${hours.start}|${hours.end}|${hours.breakStart}|${hours.breakEnd}`;
  const known = daySlotsCache.get(key);
  if (known) return known;
  const slots = Object.freeze(computeDaySlots(rules, hours, date));
  if (daySlotsCache.size >= DAY_SLOTS_CACHE_LIMIT) daySlotsCache.clear();
  daySlotsCache.set(key, slots);
  return slots;
}

function computeDaySlots(rules: SlotRules, hours: DayHours, date: LocalDate): DaySlot[] {
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
