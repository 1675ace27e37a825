import { DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem, minimumAgeMonths, YEAR_BOUNDS } from '@hs/domain';
import { type Problem, problem } from './field-rules';
import type { PatientMessages } from './patient-messages';

export interface DateOfBirthParts {
  dobMonth: string;
  dobDay: string;
  dobYear: string;
}

const inRange = (text: string, digits: RegExp, min: number, max: number) => {
  if (!digits.test(text.trim())) return false;
  const value = Number(text);
  return value >= min && value <= max;
};

/** YYYY-MM-DD from the three boxes (§5: MM 1-12, DD 1-31, YYYY 1900-3000), or null when a box is wrong. */
export function isoDateOfBirth({ dobMonth, dobDay, dobYear }: DateOfBirthParts): string | null {
  if (!inRange(dobMonth, /^\d{1,2}$/, 1, 12)) return null;
  if (!inRange(dobDay, /^\d{1,2}$/, 1, 31)) return null;
  if (!inRange(dobYear, /^\d{4}$/, YEAR_BOUNDS.min, YEAR_BOUNDS.max)) return null;
  return `${dobYear.trim()}-${dobMonth.trim().padStart(2, '0')}-${dobDay.trim().padStart(2, '0')}`;
}

/**
 * Why a date of birth is refused: 'Please enter a valid date.' for a box out of range, a day the month lacks
 * or a future day; 'Patient must be N months or older.' under the minimum age of the clinic's state (§9).
 * `today` is YYYY-MM-DD.
 */
export const dateOfBirthRule =
  (M: PatientMessages) =>
  (parts: DateOfBirthParts, today: string, clinicState: string | null | undefined): Problem | null => {
    const iso = isoDateOfBirth(parts);
    if (!iso) return problem('dateInvalid', M.dateInvalid);
    const message = dateOfBirthProblem(iso, today, clinicState);
    if (!message) return null;
    // The domain's check answers one of its two messages (the API's words): a date that is not a real past day, or
    // too young; the form says either in the words it was given.
    return message === DATE_OF_BIRTH_MESSAGES.invalid
      ? problem('dateInvalid', M.dateInvalid)
      : problem('minimumAge', M.tooYoung(minimumAgeMonths(clinicState)));
  };
