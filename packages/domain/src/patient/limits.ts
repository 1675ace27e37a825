import { MAX_LENGTHS } from '../constants.js';

/**
 * Field limits of the booking payload. The §9 limits come from MAX_LENGTHS; the rest are ours, chosen so
 * every real value fits while nothing unbounded reaches storage.
 */
export const PATIENT_LIMITS = {
  ...MAX_LENGTHS,
  name: 50,
  city: 40,
  county: 40,
  addressLines: 2,
  stateIssuedId: 20,
  shoppersCardNumber: 20,
  personCode: 10,
  insuranceCarrier: 100,
  listItems: 20,
  listItem: 100,
  vaccines: 10,
  notes: 20,
  comments: 500,
  dietitianAnswers: 10,
  questionId: 64,
  serviceIds: 10,
  timeZone: 64,
} as const;

/** ddd-ddd-dddd, the form the web form sends (§3). */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Deliberately simple: one @, a dot in the domain, no spaces; the confirmation e-mail is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** §5: letters, hyphens and apostrophes (spaces between words too), in any script. */
export const CITY_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
/** Names in any script, with the punctuation real names carry. */
export const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’ .,-]*[\p{L}\p{M}.])?$/u;
/** Medicare Beneficiary ID as the prescreen formats it: 4-3-4 (§5). */
export const MEDICARE_ID_PATTERN = /^[0-9A-Z]{4}-[0-9A-Z]{3}-[0-9A-Z]{4}$/;
/** Letters, digits, spaces and dashes: state ids, SSNs, member and group numbers. */
export const IDENTIFIER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z -]*$/;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const CONTROL_CHARACTER = /\p{Cc}/u;
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_SEPARATOR = /[\u2028\u2029]/;
const ALLOWED_WHITESPACE = /[\t\n\r]/g;

/**
 * Control characters, lone surrogates and Unicode line separators have no place in any form field and break
 * logs, exports and downstream systems; free text may still hold line breaks and tabs.
 */
export function hasForbiddenCharacters(value: string): boolean {
  return (
    CONTROL_CHARACTER.test(value.replace(ALLOWED_WHITESPACE, '')) ||
    LONE_SURROGATE.test(value) ||
    LINE_SEPARATOR.test(value)
  );
}
