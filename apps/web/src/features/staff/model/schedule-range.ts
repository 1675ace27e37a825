import { SCHEDULE_MAX_DAYS } from '@hs/contracts/staff-desk';
import type { ScheduleView } from '@/features/staff/staff-paths';
import { addDays, isIsoDate } from '@/lib/dates/us-date';

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
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  if (params.get('view') === 'week') return { date, view: 'week', from: weekStart(date), days: SCHEDULE_MAX_DAYS };
  return { date, view: 'day', from: date, days: 1 };
}

/** The date of the previous or next day, or week, of the range. */
export function stepRange(range: ScheduleRange, direction: 1 | -1): string {
  return addDays(range.view === 'week' ? range.from : range.date, direction * (range.view === 'week' ? 7 : 1));
}
