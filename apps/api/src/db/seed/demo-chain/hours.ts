import { WEEKDAYS, type WeekdayHours, type WeeklyHours } from '@hs/domain';
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
/** Share of clinics that keep the weekday lunch break on Saturdays too. */
const SATURDAY_LUNCH_SHARE = 0.3;

/** The same hours Monday to Friday, then Saturday's and Sunday's (null: closed). */
function week(weekday: WeekdayHours, saturday: WeekdayHours | null, sunday: WeekdayHours | null): WeeklyHours {
  const copy = (day: WeekdayHours | null) => day && { ...day, breaks: day.breaks.map((b) => ({ ...b })) };
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, copy(weekday)])) as WeeklyHours;
  return { ...hours, saturday: copy(saturday), sunday: copy(sunday) };
}

export function clinicHours(rng: Random): WeeklyHours {
  const weekday = rng.weighted(WEEKDAY_PATTERNS);
  const saturday = rng.chance(SATURDAY_LUNCH_SHARE) ? { ...SATURDAY, breaks: weekday.breaks } : SATURDAY;
  const sunday = rng.chance(SUNDAY_CLOSED_SHARE) ? null : SUNDAY;
  return week(weekday, saturday, sunday);
}

/** Virtual care is staffed in shifts, so it runs long days all week without a lunch break. */
export function virtualCareHours(): WeeklyHours {
  const day: WeekdayHours = { opens: '07:00', closes: '22:00', breaks: [] };
  return week(day, day, day);
}

export function dietitianHours(): WeeklyHours {
  return week({ opens: '08:00', closes: '18:00', breaks: [] }, { opens: '09:00', closes: '13:00', breaks: [] }, null);
}
