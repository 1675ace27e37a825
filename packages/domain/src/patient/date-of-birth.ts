import { YEAR_BOUNDS } from '../constants.js';
import { ISO_DATE_PATTERN } from './limits.js';
import { meetsMinimumAge, minimumAgeMessage, minimumAgeMonths } from './minimum-age.js';

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please enter a valid date.',
  tooYoung: minimumAgeMessage,
} as const;

/** A YYYY-MM-DD string naming a day that exists (no 2023-02-29), within the §9 year bounds. */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < YEAR_BOUNDS.min || year > YEAR_BOUNDS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Why a date of birth is refused, or null when it is fine: it must be a real date, not in the future, and
 * the patient must have reached the minimum age of the clinic's state (§9) on `today` (a YYYY-MM-DD day).
 * `clinicState` is the state code of the clinic, or of the licensure state for virtual care.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  today: string,
  clinicState: string | null | undefined,
): string | null {
  if (!isRealIsoDate(dateOfBirth) || dateOfBirth > today) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (!meetsMinimumAge(dateOfBirth, today, clinicState)) {
    return DATE_OF_BIRTH_MESSAGES.tooYoung(minimumAgeMonths(clinicState));
  }
  return null;
}
