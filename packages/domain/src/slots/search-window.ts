import { SEARCH_WINDOW_DAYS } from '../constants.js';
import { addDays, type LocalDate, localDateOf, maxDate, minDate, parseLocalDate } from './calendar-date.js';

export interface SearchWindowInput {
  now: Date;
  /** The provider's zone: "today" is the provider's today. */
  timeZone: string;
  startDate?: LocalDate;
  endDate?: LocalDate;
  /** How far ahead the service can be booked, counting today as day 1. */
  maxDaysAhead: number;
  leadTimeDays: number;
  /** Dietitians page like in-person visits (spec §9: "virtual 2 days, otherwise up to 14"). */
  kind: 'inPerson' | 'virtual';
}

export interface SearchWindow {
  firstDate: LocalDate;
  lastDate: LocalDate;
}

/**
 * The dates one availability search covers, in the provider's zone (spec §9).
 *
 * - Windows count today: a maxDaysAhead of N makes today … today+N-1 bookable (a 2-day virtual window is
 *   today and tomorrow), and nothing after that horizon is ever offered.
 * - The first date is the requested start, moved up to today plus the lead time (never the past).
 * - One search spans at most min(maxDaysAhead, 14 in-person / 2 virtual) days from its first date. The span
 *   runs from the first date rather than from today so that a later start (a dietitian visit 30 days out,
 *   or the calendar fetching its next block) still gets a full window up to the horizon.
 * - A requested end date can only shorten the window.
 *
 * Null when nothing is left: the requested end is before the first bookable date, or the start is past the horizon.
 */
export function searchWindow(input: SearchWindowInput): SearchWindow | null {
  const { now, timeZone, startDate, endDate, maxDaysAhead, leadTimeDays, kind } = input;
  if (!Number.isInteger(maxDaysAhead) || maxDaysAhead < 1) return null;
  if ((startDate && !parseLocalDate(startDate)) || (endDate && !parseLocalDate(endDate))) return null;

  const today = localDateOf(now, timeZone);
  const earliest = addDays(today, Math.max(0, Math.trunc(leadTimeDays) || 0));
  const firstDate = maxDate(startDate ?? today, earliest);
  const horizon = addDays(today, maxDaysAhead - 1);
  const span = Math.min(maxDaysAhead, SEARCH_WINDOW_DAYS[kind]);
  let lastDate = minDate(addDays(firstDate, span - 1), horizon);
  if (endDate) lastDate = minDate(lastDate, endDate);
  return firstDate <= lastDate ? { firstDate, lastDate } : null;
}
