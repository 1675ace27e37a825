import type { ProviderAvailability, Timeslot } from '@hs/contracts';
import type { IsoDate } from '@/lib/dates/us-date';
import { slotDateOf } from './slot-format';

/** One date column of a provider's slot calendar. */
export interface CalendarDay {
  date: IsoDate;
  timeslots: Timeslot[];
}

/**
 * The dates of one availability answer for a provider. The visit's services share one entry (see the
 * availability contract), so the first entry is the calendar.
 */
export function calendarDaysOf(availability: Pick<ProviderAvailability, 'services'> | undefined): CalendarDay[] {
  return availability?.services[0]?.availability.map((day) => ({ date: day.date, timeslots: day.timeslots })) ?? [];
}

/** Blocks fetched one after another, in date order; a date fetched twice keeps its newest answer. */
export function mergeCalendarDays(blocks: readonly CalendarDay[][]): CalendarDay[] {
  const byDate = new Map<IsoDate, CalendarDay>();
  for (const block of blocks) for (const day of block) byDate.set(day.date, day);
  // ISO dates sort as plain text; `localeCompare` would run the locale's collation, on every card of a results page.
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The days on another zone's calendar: each time moves to its date there (a 12:30 AM ET time is 11:30 PM CT the
 * day before). Every date of the provider's stays, with or without times, so paging keeps its steps.
 */
export function daysInZone(days: readonly CalendarDay[], timeZone: string): CalendarDay[] {
  const byDate = new Map<IsoDate, Timeslot[]>(days.map((day) => [day.date, []]));
  for (const slot of days.flatMap((day) => day.timeslots)) {
    const date = slotDateOf(slot.value, timeZone);
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  return mergeCalendarDays([[...byDate].map(([date, timeslots]) => ({ date, timeslots }))]);
}

export const pageOfDays = (days: readonly CalendarDay[], start: number, perPage: number): CalendarDay[] =>
  days.slice(start, start + perPage);

export const previousStart = (start: number, perPage: number): number => Math.max(0, start - perPage);

/** A page start that still shows a day after the list shrank (a refetch); the last page may be partly filled. */
export function clampStart(start: number, dayCount: number): number {
  return Math.max(0, Math.min(start, dayCount - 1));
}

/** More loaded days lie after this page. */
export const hasLoadedDaysAfter = (days: readonly CalendarDay[], start: number, perPage: number): boolean =>
  start + perPage < days.length;

/** The page reaches the last loaded day, so the next block should be on its way. */
export const reachesLoadedEnd = (days: readonly CalendarDay[], start: number, perPage: number): boolean =>
  start + perPage >= days.length;

export const isEmptyPage = (page: readonly CalendarDay[]): boolean => page.every((day) => day.timeslots.length === 0);

/** The first day at or after `from` with a free time, or -1. */
export function nextAvailableIndex(days: readonly CalendarDay[], from: number): number {
  for (let index = Math.max(0, from); index < days.length; index++) {
    if ((days[index]?.timeslots.length ?? 0) > 0) return index;
  }
  return -1;
}
