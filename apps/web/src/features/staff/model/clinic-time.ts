import { timeZoneLabel } from '@/lib/appointments/time-zone-label';

/**
 * A visit's time as the clinic's front desk reads it: on the clinic's wall clock (its IANA zone), whatever zone
 * the member's computer is in. Formatters are kept per zone: making one is among the slowest things a page asks
 * the browser for, and a week's list shows hundreds of times.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** '9:05 AM' on the clinic's clock. */
export function visitTime(startsAt: string, timeZone: string): string {
  return formatter(
    `time ${timeZone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
  ).format(new Date(startsAt));
}

/** '9:05 AM ET': the time with the zone's short label, for where the clinic's zone is not said around it. */
export function visitTimeWithZone(startsAt: string, timeZone: string): string {
  return `${visitTime(startsAt, timeZone)} ${timeZoneLabel(timeZone, new Date(startsAt))}`;
}

/** The calendar date ('2026-03-02') an instant falls on in the zone: the clinic's today, or a visit's day. */
export function dateIn(timeZone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter(
    `date ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(at);
}

/** 'Monday, March 2, 2026' for a calendar date, which has no zone of its own. */
export function dayHeading(date: string): string {
  return formatter(
    'day',
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
  ).format(new Date(`${date}T12:00:00Z`));
}

/** 'Wednesday, March 4, 2026, 9:05 AM ET': a visit's day and time on the clinic's calendar and clock. */
export function visitWhen(startsAt: string, timeZone: string): string {
  return `${dayHeading(dateIn(timeZone, new Date(startsAt)))}, ${visitTimeWithZone(startsAt, timeZone)}`;
}

/** 'Dec 24' for a calendar date: a short mention where the year is said around it. */
export function shortDate(date: string): string {
  return formatter(
    'short day',
    () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }),
  ).format(new Date(`${date}T12:00:00Z`));
}

/** 'Tue, Dec 1, 9:00 AM' on the clinic's calendar and clock, for a line that says the zone once. */
export function shortWhen(at: string, timeZone: string): string {
  return formatter(
    `short ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(new Date(at));
}

/** 'Mar 2, 2026, 9:05 AM' in the member's own zone, for times that belong to no clinic (the audit trail). */
export function localDateTime(at: string): string {
  return formatter('local', () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(at),
  );
}
