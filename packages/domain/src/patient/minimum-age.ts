import { addDays, addMonths, getDate, lightFormat, parseISO } from 'date-fns';
import { MIN_PATIENT_AGE_MONTHS, MIN_PATIENT_AGE_MONTHS_BY_STATE } from '../constants.js';
import { US_STATES } from '../us-states.js';

/** The youngest patient, in months, a clinic in the state may see; unknown or no state gets the default. */
export function minimumAgeMonths(stateCode: string | null | undefined): number {
  const stateMinimum = stateCode ? MIN_PATIENT_AGE_MONTHS_BY_STATE[stateCode.toUpperCase()] : undefined;
  return stateMinimum ?? MIN_PATIENT_AGE_MONTHS;
}

/** The highest minimum age of any state, in months: a patient at least this old meets the rule everywhere. */
export const highestMinimumAgeMonths = (): number =>
  Math.max(MIN_PATIENT_AGE_MONTHS, ...Object.values(MIN_PATIENT_AGE_MONTHS_BY_STATE));

/**
 * The minimum-age rule in words, '12 months and older (18 months and older in Tennessee)', written from the
 * constants the booking checks, so a page that states it cannot drift from the rule.
 */
export function minimumAgeInWords(): string {
  const exceptions = Object.entries(MIN_PATIENT_AGE_MONTHS_BY_STATE).map(([code, months]) => {
    const state = US_STATES.find((candidate) => candidate.code === code)?.name ?? code;
    return `${months} months and older in ${state}`;
  });
  const general = `${MIN_PATIENT_AGE_MONTHS} months and older`;
  return exceptions.length > 0 ? `${general} (${exceptions.join('; ')})` : general;
}

/** §5 names the 12-month message; a state with a higher minimum gets the same words with its own figure. */
export const minimumAgeMessage = (months: number) => `Patient must be ${months} months or older.`;

/**
 * The YYYY-MM-DD day a patient born on `dateOfBirth` (YYYY-MM-DD) turns `months` months old. When the
 * target month lacks the birth day (31 August + 18 months, 29 February + 12 months), date-fns stops at that
 * month's last day; the patient is not that old until the day after, the 1st of the next month, so a
 * minimum age is never granted a day early.
 */
export function dayTurningMonthsOld(dateOfBirth: string, months: number): string {
  const birth = parseISO(dateOfBirth);
  const sameDay = addMonths(birth, months);
  const turning = getDate(sameDay) < getDate(birth) ? addDays(sameDay, 1) : sameDay;
  return lightFormat(turning, 'yyyy-MM-dd');
}

/** Whether the patient has reached the minimum age of the clinic's state on `today` (YYYY-MM-DD). */
export function meetsMinimumAge(dateOfBirth: string, today: string, stateCode: string | null | undefined): boolean {
  return dayTurningMonthsOld(dateOfBirth, minimumAgeMonths(stateCode)) <= today;
}
