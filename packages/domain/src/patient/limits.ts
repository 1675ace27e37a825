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
/** A character of a local part: RFC 5322's atext, with letters and digits of any script (RFC 6531). */
const LOCAL_CHARACTER = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]";
/** A host name's label: letters and digits, hyphens inside. */
const LABEL = '[\\p{L}\\p{M}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]*[\\p{L}\\p{M}\\p{Nd}])?';
/** A top-level domain is letters (or an IDNA A-label), never digits: `x@127.0.0.1` names no host. */
const TOP_LEVEL = '(?:[\\p{L}\\p{M}]{2,}|xn--[a-z0-9-]+)';
/**
 * A plain address, as a person types it: dot-separated words, an @ and a host name. The other forms RFC 5322
 * allows are refused, because a mailer reads them as another address than the one stored, or as a machine of
 * ours: display names (`Eve<x@evil.example>` goes to x@evil.example), quoted local parts, comments and address
 * literals (`x@[127.0.0.1]`). Whether the mailbox exists, the confirmation e-mail finds out.
 */
export const EMAIL_PATTERN = new RegExp(
  `^${LOCAL_CHARACTER}+(?:\\.${LOCAL_CHARACTER}+)*@(?:${LABEL}\\.)+${TOP_LEVEL}$`,
  'iu',
);
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
