import { YEAR_BOUNDS } from '@hs/domain';

/** A calendar date as YYYY-MM-DD (§5: dates normalise to year-month-day). */
export type IsoDate = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoFromParts(year: number, month: number, day: number): IsoDate | null {
  if (year < YEAR_BOUNDS.min || year > YEAR_BOUNDS.max || month < 1 || month > 12 || day < 1) return null;
  // Date.UTC rolls 02/30 over to March; comparing back rejects days a month does not have.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Reads mm/dd/yyyy as typed by people: one-digit month and day, and '-' or '.' separators are fine. */
export function parseUsDate(text: string): IsoDate | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  return isoFromParts(Number(match[3]), Number(match[1]), Number(match[2]));
}

export function isIsoDate(text: string): text is IsoDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match !== null && isoFromParts(Number(match[1]), Number(match[2]), Number(match[3])) === text;
}

/** YYYY-MM-DD to mm/dd/yyyy, the format the forms show. */
export function formatUsDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** The user's calendar day: a visitor books for dates on their own calendar. */
export function localIsoDate(now: Date = new Date()): IsoDate {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** ISO dates order correctly as strings. */
export const laterDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

/** The earlier of two dates. */
export const earlierDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);
