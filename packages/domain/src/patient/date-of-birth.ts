import { MIN_PATIENT_AGE_MONTHS, YEAR_BOUNDS } from '../constants.js';
import { ISO_DATE_PATTERN } from './limits.js';

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please enter a valid date.',
  tooYoung: 'Patient must be 12 months or older.',
} as const;

/** A YYYY-MM-DD string naming a day that exists (no 2023-02-29), within the §9 year bounds. */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (year < YEAR_BOUNDS.min || year > YEAR_BOUNDS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day `months` after an ISO date; a day the target month lacks rolls into the next month, as birthdays do. */
function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

/**
 * Why a date of birth is refused, or null when it is fine: it must be a real date, not in the future, and
 * the patient must be at least 12 months old on `today` (a YYYY-MM-DD day).
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (!isRealIsoDate(dateOfBirth) || dateOfBirth > today) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (addMonths(dateOfBirth, MIN_PATIENT_AGE_MONTHS) > today) return DATE_OF_BIRTH_MESSAGES.tooYoung;
  return null;
}
