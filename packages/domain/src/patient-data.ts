import { MIN_PATIENT_AGE_MONTHS } from './constants.js';

/**
 * Analytics must never hold patient data (names, date of birth, contact, insurance, ids, answers). The API
 * takes only words from its own lists (decision 044); this finds what looks like patient data by its shape,
 * for the scan of what a browser run stored, a second look that does not depend on those lists.
 */
interface PatientDataFinding {
  path: (string | number)[];
  reason: 'key' | 'email' | 'phone' | 'date of birth';
}

/** Keys are compared lower-cased with separators removed: "first_name", "firstName" and "FirstName" agree. */
const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Short or common words that would give false alarms as substrings ("classname" holds "ssn"). */
const EXACT_KEYS = new Set(['ssn', 'dob', 'sex', 'gender', 'race', 'ethnicity', 'weight', 'mrn', 'altid', 'zipcode']);
const KEY_PREFIXES = ['dob'];
const KEY_PARTS = [
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'preferredname',
  'legalname',
  'maidenname',
  'patientname',
  'guardianname',
  'mothername',
  'dateofbirth',
  'birthdate',
  'birthday',
  'email',
  'phone',
  'address',
  'street',
  'socialsecurity',
  'memberid',
  'insurance',
  'groupnumber',
  'policyholder',
  'cardholder',
  'medicare',
  'medicaid',
  'stateid',
  'stateissued',
  'shopperscard',
  'sexassignedatbirth',
];

export function isPatientDataKey(key: string): boolean {
  const k = normalise(key);
  return (
    EXACT_KEYS.has(k) ||
    KEY_PREFIXES.some((prefix) => k.startsWith(prefix)) ||
    KEY_PARTS.some((part) => k.includes(part))
  );
}

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** A North American number in any usual punctuation: "(513) 555-0100", "513.555.0100", "+1 5135550100". */
const PHONE = /(?:^|\D)(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/;
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
const US_DATE = /(?<!\d)(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?!\d)/g;

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : null;
}

/**
 * A patient is at least 12 months old (§9), so a date of birth lies at least that far back. Dates within
 * the last year (a recent dose, the search date) are not mistaken for one.
 */
function looksLikeBirthDate(text: string, today: Date): boolean {
  const cutoff = new Date(today);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - MIN_PATIENT_AGE_MONTHS);
  const dates = [
    ...[...text.matchAll(ISO_DATE)].map((m) => calendarDate(Number(m[1]), Number(m[2]), Number(m[3]))),
    ...[...text.matchAll(US_DATE)].map((m) => calendarDate(Number(m[3]), Number(m[1]), Number(m[2]))),
  ];
  return dates.some((date) => date !== null && date <= cutoff);
}

function valueReason(value: unknown, today: Date): PatientDataFinding['reason'] | null {
  if (typeof value === 'number') return Number.isInteger(value) && /^1?\d{10}$/.test(String(value)) ? 'phone' : null;
  if (typeof value !== 'string') return null;
  if (EMAIL.test(value)) return 'email';
  if (PHONE.test(value)) return 'phone';
  if (looksLikeBirthDate(value, today)) return 'date of birth';
  return null;
}

/** The first place in a JSON value that carries patient data, by key or by the look of a value. */
export function findPatientData(
  value: unknown,
  today: Date,
  path: (string | number)[] = [],
): PatientDataFinding | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findPatientData(item, today, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isPatientDataKey(key)) return { path: [...path, key], reason: 'key' };
      const found = findPatientData(item, today, [...path, key]);
      if (found) return found;
    }
    return null;
  }
  const reason = valueReason(value, today);
  return reason ? { path, reason } : null;
}
