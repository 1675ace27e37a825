import { allForYear } from '@18f/us-federal-holidays';
import { addDays, localDateOf } from '@hs/domain';
import type { closures, providers } from '#api/db/schema.js';
import type { Random } from './random.js';

type ClosureRow = typeof closures.$inferInsert;
type ProviderRow = typeof providers.$inferInsert;

/** The holidays every clinic of the chain closes for, as the federal calendar names them. */
const MAIN_HOLIDAYS = new Set([
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
]);

/** What visitors read; the federal names of a few holidays are not the ones people use. */
const SHOWN_NAMES: Record<string, string> = {
  'Birthday of Martin Luther King, Jr.': 'Martin Luther King Jr. Day',
  "Washington's Birthday": "Presidents' Day",
  'Juneteenth National Independence Day': 'Juneteenth',
};

/** Share of clinics closing on each lesser holiday (the others stay open). */
const LESSER_HOLIDAY_CLOSED_SHARE = 0.6;

/** Evenings before a holiday when the whole chain closes early: month-day, the hour it closes, the reason. */
const EARLY_CLOSINGS = [
  { monthDay: '12-24', from: '14:00', reason: 'Christmas Eve' },
  { monthDay: '12-31', from: '16:00', reason: "New Year's Eve" },
] as const;

/** Share of clinics with a staff-training morning in the coming weeks, and how far ahead it may fall. */
const TRAINING_SHARE = 0.03;
const TRAINING_WITHIN_DAYS = 60;

const DAYS_AHEAD = 365;

const wholeDay = (date: string) => ({ startsLocal: `${date} 00:00`, endsLocal: `${addDays(date, 1)} 00:00` });

interface Holiday {
  date: string;
  name: string;
}

/** The US federal holidays on their own dates (not moved to a weekday: a clinic is open on the Friday before). */
function holidaysFrom(first: string): Holiday[] {
  const last = addDays(first, DAYS_AHEAD - 1);
  const year = Number(first.slice(0, 4));
  return [year, year + 1]
    .flatMap((y) => allForYear(y, { shiftSaturdayHolidays: false, shiftSundayHolidays: false }))
    .map((holiday) => ({ date: holiday.dateString, name: SHOWN_NAMES[holiday.name] ?? holiday.name }))
    .filter((holiday) => holiday.date >= first && holiday.date <= last);
}

/**
 * The demo chain's closures for the year from `today` (so a fresh demo always has some to come): the main
 * holidays and two early closings chain-wide; the lesser holidays per clinic, most clinics closing and some
 * staying open; and a staff-training morning at a few clinics in the coming weeks. Ids are the chain's keys:
 * the same day and seed give the same rows.
 */
export function buildClosures(rng: Random, today: Date, clinicProviders: readonly ProviderRow[]): ClosureRow[] {
  const first = localDateOf(today, 'UTC');
  const holidays = holidaysFrom(first);
  const rows: ClosureRow[] = [];
  for (const holiday of holidays.filter((h) => MAIN_HOLIDAYS.has(h.name))) {
    rows.push({ id: `holiday-${holiday.date}`, providerId: null, ...wholeDay(holiday.date), reason: holiday.name });
  }
  for (const early of EARLY_CLOSINGS) {
    const year = Number(first.slice(0, 4));
    const date = [`${year}-${early.monthDay}`, `${year + 1}-${early.monthDay}`].find((d) => d >= first)!;
    rows.push({
      id: `early-${date}`,
      providerId: null,
      startsLocal: `${date} ${early.from}`,
      endsLocal: `${addDays(date, 1)} 00:00`,
      reason: early.reason,
    });
  }
  const lesser = holidays.filter((h) => !MAIN_HOLIDAYS.has(h.name));
  for (const provider of clinicProviders) {
    const own = rng.fork(`closures:${provider.id}`);
    for (const holiday of lesser) {
      if (!own.chance(LESSER_HOLIDAY_CLOSED_SHARE)) continue;
      const id = `${provider.id}-holiday-${holiday.date}`;
      rows.push({ id, providerId: provider.id, ...wholeDay(holiday.date), reason: holiday.name });
    }
    if (own.chance(TRAINING_SHARE)) {
      const date = addDays(first, own.int(1, TRAINING_WITHIN_DAYS));
      rows.push({
        id: `${provider.id}-training-${date}`,
        providerId: provider.id,
        startsLocal: `${date} 00:00`,
        endsLocal: `${date} 12:00`,
        reason: 'Staff training',
      });
    }
  }
  return rows;
}
