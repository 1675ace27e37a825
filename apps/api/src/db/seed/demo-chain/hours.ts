import { type WeekdayHours, type WeeklyHours, weekOf } from '@hs/domain';
import type { Random } from './random.js';

/** Weekday patterns seen at in-store clinics, weighted by how common each is across the chain. */
const WEEKDAY_PATTERNS: readonly (readonly [WeekdayHours, number])[] = [
  [{ opens: '08:30', closes: '19:30', breaks: [{ start: '13:00', end: '14:00' }] }, 5],
  [{ opens: '09:00', closes: '19:00', breaks: [{ start: '13:00', end: '14:00' }] }, 2],
  [{ opens: '08:00', closes: '20:00', breaks: [{ start: '12:30', end: '13:30' }] }, 2],
  [{ opens: '09:00', closes: '18:00', breaks: [{ start: '12:30', end: '13:30' }] }, 1],
];

const SATURDAY: WeekdayHours = { opens: '09:00', closes: '17:00', breaks: [] };
const SUNDAY: WeekdayHours = { opens: '10:00', closes: '16:00', breaks: [] };

/** Share of clinics closed on Sundays. */
const SUNDAY_CLOSED_SHARE = 0.3;
/** Share of clinics with a lunch break on Saturdays too, and of those whose Saturday break is a shorter one. */
const SATURDAY_LUNCH_SHARE = 0.3;
const SHORT_SATURDAY_LUNCH_SHARE = 0.5;
const SHORT_SATURDAY_LUNCH = { start: '12:00', end: '12:30' };
/** Share of clinics closing at 17:00 on Fridays. */
const EARLY_FRIDAY_SHARE = 0.2;
/** Share of clinics with a short afternoon break on weekdays besides lunch (a staff huddle). */
const HUDDLE_SHARE = 0.1;
const HUDDLE = { start: '16:00', end: '16:15' };

/**
 * A clinic's week. `rng` is the metro's stream and gives the draws it always gave (so the rest of the clinic's
 * row stays as it was); `own` is the clinic's own stream for the later variations: a shorter Saturday lunch, an
 * early Friday, an afternoon huddle.
 */
export function clinicHours(rng: Random, own: Random): WeeklyHours {
  const pattern = rng.weighted(WEEKDAY_PATTERNS);
  const saturdayLunch = rng.chance(SATURDAY_LUNCH_SHARE);
  const sunday = rng.chance(SUNDAY_CLOSED_SHARE) ? null : SUNDAY;
  const weekday = own.chance(HUDDLE_SHARE) ? { ...pattern, breaks: [...pattern.breaks, HUDDLE] } : pattern;
  const saturdayBreak = own.chance(SHORT_SATURDAY_LUNCH_SHARE) ? SHORT_SATURDAY_LUNCH : pattern.breaks[0];
  const saturday = saturdayLunch && saturdayBreak ? { ...SATURDAY, breaks: [saturdayBreak] } : SATURDAY;
  const week = weekOf(weekday, saturday, sunday);
  return own.chance(EARLY_FRIDAY_SHARE) ? { ...week, friday: { ...pattern, closes: '17:00' } } : week;
}

/** Virtual care is staffed in shifts, so it runs long days all week without a lunch break. */
export function virtualCareHours(): WeeklyHours {
  const day: WeekdayHours = { opens: '07:00', closes: '22:00', breaks: [] };
  return weekOf(day);
}

export function dietitianHours(): WeeklyHours {
  return weekOf({ opens: '08:00', closes: '18:00', breaks: [] }, { opens: '09:00', closes: '13:00', breaks: [] }, null);
}
