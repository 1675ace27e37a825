import { US_STATES } from '@hs/domain';
import { z } from 'zod';

/** Field schemas the directory's parts share; each failure reads as a plain sentence about the value. */

const STATE_CODES = new Set<string>(US_STATES.map((state) => state.code));

export const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) => text(max).nullable().default(null);

/** A key the chain chooses ("harvest-market", "virtual-eastern"): letters, digits, dots, dashes, underscores. */
export const key = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores');

export const businessName = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a lower-case business name such as "tlc" or "dietitian"');

export const serviceId = z.number().int('must be a whole number').min(1, 'must be 1 or more');

export const timeZone = z.string().superRefine((zone, context) => {
  if (!isIanaTimeZone(zone)) {
    context.addIssue({ code: 'custom', message: `"${zone}" is not an IANA time zone such as America/Chicago` });
  }
});

/** Names the runtime's time-zone database knows; offsets ("+05:00") and abbreviations ("EST") are refused. */
export function isIanaTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const stateCode = z
  .string()
  .refine((code) => STATE_CODES.has(code), 'must be a US state code such as OH (upper case, or DC)');

export const latitude = z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90');
export const longitude = z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180');

/** Spreadsheets drop leading zeros, so "123" is read as store "00123". */
const paddedDigits = (length: number, label: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${length}}$`), `must be a ${label} of up to ${length} digits`)
    .transform((digits) => digits.padStart(length, '0'));

export const divisionNumber = paddedDigits(3, 'division number');
export const storeNumber = paddedDigits(5, 'store number');

/** Any way of writing a 10-digit US number; kept as the product shows it, (513) 555-0123. */
export const phone = z.string().transform((value, context) => {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10 || /[^\d\s().+-]/.test(value)) {
    context.addIssue({ code: 'custom', message: `"${value}" is not a 10-digit US phone number` });
    return z.NEVER;
  }
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
});

export const postalCode = z.string().regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code such as 45202 or 45202-1234');

export const httpsUrl = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .regex(/^https:\/\/[^\s]+$/, 'must be an https:// address');

/** An instant with its offset, e.g. 2026-01-01T05:00:00.000Z; kept in UTC. */
export const instant = z.iso
  .datetime({ offset: true, error: 'must be an instant such as 2026-01-01T05:00:00Z' })
  .transform((value) => new Date(value).toISOString());

export const counting = (max: number) =>
  z.number().int('must be a whole number').min(1, 'must be 1 or more').max(max, `must be at most ${max}`);

export const minutesOrDays = (max: number) =>
  z.number().int('must be a whole number').min(0, 'must be 0 or more').max(max, `must be at most ${max}`);
