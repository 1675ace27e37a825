import { WEEKDAYS, type Weekday, type WeekdayHours, type WeeklyHours } from '@hs/domain';
import type { Problem } from '../problems.js';
import { providerReference } from './cells.js';
import type { CsvRow } from './csv-table.js';

export const HOURS_FILE = 'hours.csv';
/** hours.csv: one open weekday of a clinic or provider a row; a weekday without a row is closed all day. */
export const HOURS_COLUMNS = ['provider', 'weekday', 'opens', 'closes', 'breaks'] as const;
type HoursColumn = (typeof HOURS_COLUMNS)[number];

/** A provider's week as hours.csv gives it, with the line of each weekday's row. */
export interface ProviderWeek {
  hours: Record<Weekday, unknown>;
  lines: Partial<Record<Weekday, number>>;
}

const RANGE = /^(\S+?)\s*[-–]\s*(\S+)$/;

/** "12:30-13:30;16:00-16:15"; a piece that is not a range is passed on whole, so its times are checked as such. */
function breaksOf(cell: string): unknown[] | string {
  if (cell === '') return [];
  const pieces = cell.split(';').map((piece) => piece.trim());
  const ranges = pieces.map((piece) => RANGE.exec(piece));
  if (ranges.some((range) => range === null)) return cell;
  return ranges.map((range) => ({ start: range![1], end: range![2] }));
}

export function weeksOfRows(rows: readonly CsvRow<HoursColumn>[]): {
  weeks: Map<string, ProviderWeek>;
  problems: Problem[];
} {
  const weeks = new Map<string, ProviderWeek>();
  const problems: Problem[] = [];
  for (const { line, cells: written } of rows) {
    const cells = { ...written, provider: providerReference(written.provider) };
    const problem = (field: HoursColumn, message: string) => problems.push({ file: HOURS_FILE, line, field, message });
    const weekday = cells.weekday.toLowerCase() as Weekday;
    if (cells.provider === '') problem('provider', 'is empty: name the clinic (its id) or provider');
    if (!WEEKDAYS.includes(weekday)) problem('weekday', `"${cells.weekday}" is not a weekday (monday … sunday)`);
    const breaks = breaksOf(cells.breaks);
    if (typeof breaks === 'string') {
      problem('breaks', `"${breaks}" is not a list of times such as 12:30-13:30;16:00-16:15`);
    }
    if (cells.provider === '' || !WEEKDAYS.includes(weekday) || typeof breaks === 'string') continue;
    const week = weeks.get(cells.provider) ?? {
      hours: Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Record<Weekday, unknown>,
      lines: {},
    };
    weeks.set(cells.provider, week);
    const earlier = week.lines[weekday];
    if (earlier !== undefined) {
      problem(
        'weekday',
        `${cells.provider} has hours for ${weekday} on line ${earlier} already: give each weekday once`,
      );
      continue;
    }
    week.lines[weekday] = line;
    week.hours[weekday] = { opens: cells.opens, closes: cells.closes, breaks };
  }
  return { weeks, problems };
}

export function rowsOfWeek(providerId: string, hours: WeeklyHours): string[][] {
  return WEEKDAYS.flatMap((weekday) => {
    const day: WeekdayHours | null = hours[weekday];
    if (!day) return [];
    const breaks = day.breaks.map((range) => `${range.start}-${range.end}`).join(';');
    return [[providerId, weekday, day.opens, day.closes, breaks]];
  });
}
