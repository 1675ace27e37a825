import { PATIENT_LIMITS } from '@hs/domain';
import { fieldRules, firstProblem, problem } from './field-rules';
import type { PatientMessages } from './patient-messages';

/**
 * §5 phone formats: '(###) ###-####', or the digits alone (a leading 1 is the country code), or the digits
 * split by dashes, dots or spaces. North American area codes and exchanges never start with 0 or 1.
 */
const ACCEPTED = /^(?:\(\d{3}\) ?\d{3}-\d{4}|\d{3}[-. ]\d{3}[-. ]\d{4}|1?\d{10})$/;
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/** The ten digits of a phone number as typed, or null when it is not one. */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PATIENT_LIMITS.phone || !ACCEPTED.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return NANP.test(digits) ? digits : null;
}

export const isPhoneNumber = (text: string): boolean => phoneDigits(text) !== null;

/** §5: the patient's phone is required and must be a number ('Please enter a valid phone number.'). */
export const phoneRule = (M: PatientMessages) =>
  firstProblem(
    fieldRules(M).required(() => M.phoneInvalid),
    (value) => (isPhoneNumber(value) ? null : problem('pattern', M.phoneInvalid)),
  );

/** ddd-ddd-dddd, as the booking sends it (§3). */
export function toPayloadPhone(text: string): string | undefined {
  const digits = phoneDigits(text);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : undefined;
}

/** (ddd) ddd-dddd, how the form shows a number once it is valid. */
export function toDisplayPhone(text: string): string {
  const digits = phoneDigits(text);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : text;
}

/** Confirmations compare numbers, not formatting: '5135550142' confirms '(513) 555-0142'. */
export function samePhone(a: string, b: string): boolean {
  const left = phoneDigits(a);
  return left !== null && left === phoneDigits(b);
}
