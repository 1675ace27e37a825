import type { DayHours, OperatingHours } from '#api/db/schema.js';
import type { Random } from './random.js';

/** Weekday patterns seen at in-store clinics, weighted by how common each is across the chain. */
const WEEKDAY_PATTERNS: readonly (readonly [DayHours, number])[] = [
  [{ start: '08:30', end: '19:30', breakStart: '13:00', breakEnd: '14:00' }, 5],
  [{ start: '09:00', end: '19:00', breakStart: '13:00', breakEnd: '14:00' }, 2],
  [{ start: '08:00', end: '20:00', breakStart: '12:30', breakEnd: '13:30' }, 2],
  [{ start: '09:00', end: '18:00', breakStart: '12:30', breakEnd: '13:30' }, 1],
];

const SATURDAY: DayHours = { start: '09:00', end: '17:00' };
const SUNDAY: DayHours = { start: '10:00', end: '16:00' };

/** Share of clinics closed on Sundays. */
const SUNDAY_CLOSED_SHARE = 0.3;
/** Share of clinics that keep the weekday lunch break on Saturdays too. */
const SATURDAY_LUNCH_SHARE = 0.3;

function sameBreak(a: DayHours, b: DayHours): boolean {
  return a.breakStart === b.breakStart && a.breakEnd === b.breakEnd;
}

/** isBreakSame: every open day has the weekday break (or every day has none), so one lunch line suffices. */
export function operatingHours(
  mondayToFriday: DayHours,
  saturday: DayHours | null,
  sunday: DayHours | null,
): OperatingHours {
  const weekend = [saturday, sunday].filter((day): day is DayHours => day !== null);
  return {
    isBreakSame: weekend.every((day) => sameBreak(day, mondayToFriday)),
    mondayToFriday: { ...mondayToFriday },
    saturday: saturday && { ...saturday },
    sunday: sunday && { ...sunday },
  };
}

export function clinicHours(rng: Random): OperatingHours {
  const weekday = rng.weighted(WEEKDAY_PATTERNS);
  const saturday: DayHours = rng.chance(SATURDAY_LUNCH_SHARE)
    ? { ...SATURDAY, breakStart: weekday.breakStart, breakEnd: weekday.breakEnd }
    : SATURDAY;
  const sunday = rng.chance(SUNDAY_CLOSED_SHARE) ? null : SUNDAY;
  return operatingHours(weekday, saturday, sunday);
}

/** Virtual care is staffed in shifts, so it runs long days all week without a lunch break. */
export function virtualCareHours(): OperatingHours {
  const day: DayHours = { start: '07:00', end: '22:00' };
  return operatingHours(day, day, day);
}

export function dietitianHours(): OperatingHours {
  return operatingHours({ start: '08:00', end: '18:00' }, { start: '09:00', end: '13:00' }, null);
}
