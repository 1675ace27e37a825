import type { AnalyticsRule } from '@hs/contracts';
import {
  CITY_PATTERN,
  EMAIL_PATTERN,
  hasForbiddenCharacters,
  NAME_PATTERN,
  PATIENT_LIMITS,
  ZIP_PATTERN,
} from '@hs/domain';
import type { PatientMessages } from './patient-messages';

/** The rules a patient form field can break, as the constraint-error analytics name them (§7). */
export type PatientRule = Extract<
  AnalyticsRule,
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'dateInvalid'
  | 'mismatch'
  | 'minimumAge'
  | 'pastDate'
  | 'minItems'
  | 'maxItems'
>;

/** What is wrong with a field: the message shown under it, and the rule it broke. */
export interface Problem {
  rule: PatientRule;
  message: string;
}

export const problem = (rule: PatientRule, message: string): Problem => ({ rule, message });

/**
 * A rule's message, or how to read it: rules made when a module loads read their message when they check, so the
 * patient form's say it in the language shown then.
 */
export type Message = string | (() => string);
const textOf = (message: Message): string => (typeof message === 'string' ? message : message());

/** A rule answers with the first thing wrong with a value, or null when it is fine. */
export type Rule = (value: string) => Problem | null;

const blank = (value: string) => value.trim() === '';

/** Runs rules in order and keeps the first message: one message per field, as §5 lists them. */
export const firstProblem =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const found = rule(value);
      if (found) return found;
    }
    return null;
  };

export const optional =
  (...rules: Rule[]): Rule =>
  (value) =>
    blank(value) ? null : firstProblem(...rules)(value);

/**
 * The §5 rules that say a message, in the words of `M`: the patient form's in the language shown, the staff
 * console's in English. A rule's own message, where it has one, replaces `M`'s.
 */
export function fieldRules(M: PatientMessages) {
  const required =
    (message: Message = () => M.required): Rule =>
    (value) =>
      blank(value) ? problem('required', textOf(message)) : null;

  const maxLength =
    (max: number, message: Message = () => M.maxLength(max)): Rule =>
    (value) =>
      value.trim().length > max ? problem('maxLength', textOf(message)) : null;

  const matches =
    (pattern: RegExp, message: Message = () => M.pattern): Rule =>
    (value) =>
      blank(value) || pattern.test(value.trim()) ? null : problem('pattern', textOf(message));

  /** Control characters never belong in a form field. */
  const clean: Rule = (value) => (hasForbiddenCharacters(value) ? problem('pattern', M.pattern) : null);

  const nameRule = (requiredMessage: Message, max: number = PATIENT_LIMITS.name) =>
    firstProblem(required(requiredMessage), maxLength(max), matches(NAME_PATTERN));

  return {
    required,
    maxLength,
    matches,
    clean,
    nameRule,
    emailRule: firstProblem(
      required(() => M.emailInvalid),
      maxLength(PATIENT_LIMITS.email),
      matches(EMAIL_PATTERN, () => M.emailInvalid),
    ),
    cityRule: firstProblem(
      required(() => M.cityRequired),
      maxLength(PATIENT_LIMITS.city),
      matches(CITY_PATTERN, () => M.cityInvalid),
    ),
    zipRule: firstProblem(
      required(() => M.zipInvalid),
      maxLength(PATIENT_LIMITS.zip, () => M.zipInvalid),
      matches(ZIP_PATTERN, () => M.zipInvalid),
    ),
    addressLineRule: firstProblem(
      required(() => M.addressLineRequired),
      maxLength(PATIENT_LIMITS.addressLine),
      clean,
    ),
    optionalAddressLineRule: optional(maxLength(PATIENT_LIMITS.addressLine), clean),
    countyRule: firstProblem(
      required(() => M.countyRequired),
      (value) => (value.trim().length < 3 ? problem('minLength', M.countyInvalid) : null),
      maxLength(PATIENT_LIMITS.county),
      matches(/^[\p{L}\p{M} .'-]+$/u, () => M.countyInvalid),
    ),
    freeTextRule: (max: number = PATIENT_LIMITS.freeText) => optional(maxLength(max), clean),
  };
}

/** Each field's first problem by the field's dotted path ('primary.memberId'); null where it is fine. */
export type Problems = ReadonlyArray<readonly [path: string, problem: Problem | null]>;

/**
 * A sub-page's rules: the problems of its values as typed, read with every blank (an unanswered radio group is
 * null in react-hook-form) as empty text. `schemaResolver` gives them to the form.
 */
export type FormSchema<T> = (values: T) => Problems;
