import type { Closure } from '../weekly-hours.js';
import { addDays, type LocalDate, parseLocalDate } from './calendar-date.js';
import { zonedDay } from './zoned-day.js';

/** A closure as the instants it covers in one provider's zone: [from, to), epoch ms. */
export interface ClosedSpan {
  from: number;
  to: number;
}

/** What slot rules need of a closure: its local wall-clock bounds ("YYYY-MM-DDTHH:mm"). */
export type ClosureTimes = Pick<Closure, 'startsLocal' | 'endsLocal'>;

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60 * 1000;
const QUARTER = 15;

/**
 * The instant a wall-clock time "YYYY-MM-DDTHH:mm" shows in a zone. A time repeated when clocks fall back
 * means its first pass (as slot times do); a time skipped when they spring forward means the moment of the
 * jump, so a closure from 02:30 on that day starts at 03:00 and one until 02:30 ends then.
 */
export function localInstant(local: string, timeZone: string): number {
  const match = LOCAL_TIME.exec(local);
  if (!match || !parseLocalDate(match[1]!)) throw new RangeError(`Not a local time: ${local}`);
  const minute = Number(match[2]) * 60 + Number(match[3]);
  const { quarters, end } = zonedDay(timeZone, match[1]!);
  const within = quarters.find((q) => q.wall <= minute && minute < q.wall + QUARTER);
  if (within) return within.at + (minute - within.wall) * MINUTE_MS;
  return quarters.find((q) => q.wall >= minute)?.at ?? end;
}

/** Whether a closure covers any part of a local date: local times of one zone compare as text. */
export function touchesDate(closure: ClosureTimes, date: LocalDate): boolean {
  return closure.startsLocal < `${addDays(date, 1)}T00:00` && closure.endsLocal > `${date}T00:00`;
}

/** The closures that cover part of a local date, as instants in the zone, in order of their start. */
export function closedSpansOn(closures: readonly ClosureTimes[], timeZone: string, date: LocalDate): ClosedSpan[] {
  return closures
    .filter((closure) => touchesDate(closure, date))
    .map((closure) => ({
      from: localInstant(closure.startsLocal, timeZone),
      to: localInstant(closure.endsLocal, timeZone),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
}

/** Whether [start, end) meets a closed span: nothing may start in a closure nor run into one. */
export function meetsClosure(start: number, end: number, spans: readonly ClosedSpan[]): boolean {
  return spans.some((span) => start < span.to && end > span.from);
}
