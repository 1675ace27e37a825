import { SCHEDULE_MAX_DAYS } from '@hs/contracts/staff-desk';
import type { ScheduleView } from '@/features/staff/staff-paths';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The Monday of the date's week: clinics' weeks run Monday to Sunday. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export interface ScheduleRange {
  /** The date asked for, or the clinic's today. */
  date: string;
  view: ScheduleView;
  /** What the schedule is asked for: its first day and how many. */
  from: string;
  days: number;
}

/** The range the day list shows for its URL's `date` and `view` (a week is Monday to Sunday). */
export function scheduleRange(params: URLSearchParams, today: string): ScheduleRange {
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : today;
  if (params.get('view') === 'week') return { date, view: 'week', from: weekStart(date), days: SCHEDULE_MAX_DAYS };
  return { date, view: 'day', from: date, days: 1 };
}

/** The date of the previous or next day, or week, of the range. */
export function stepRange(range: ScheduleRange, direction: 1 | -1): string {
  return addDays(range.view === 'week' ? range.from : range.date, direction * (range.view === 'week' ? 7 : 1));
}
