import { z } from 'zod';
import { isRealIsoDate } from './date-of-birth.js';
import { hasForbiddenCharacters, ISO_DATE_PATTERN, NAME_PATTERN, PATIENT_LIMITS } from './limits.js';
import { YES_NO } from './options.js';

/** The generic messages of §5, so the form and the API word a problem the same way. */
export const FIELD_MESSAGES = {
  required: 'Input is required.',
  pattern: 'Input must be valid.',
  maxLength: (n: number) => `Input must be ${n} characters or less.`,
  minLength: (n: number) => `Input must be ${n} characters or more.`,
  date: 'A valid date input is required.',
  selection: 'A selection is required.',
} as const;

const clean = (value: string) => !hasForbiddenCharacters(value);

/** Free text: trimmed, bounded, without control characters. */
export const textField = (max: number, min = 0) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(min, min <= 1 ? FIELD_MESSAGES.required : FIELD_MESSAGES.minLength(min))
    .max(max, FIELD_MESSAGES.maxLength(max))
    .refine(clean, FIELD_MESSAGES.pattern);

/** A required, non-empty single-line value matching `pattern`. */
export const patternField = (max: number, pattern: RegExp, message: string = FIELD_MESSAGES.pattern) =>
  textField(max, 1).regex(pattern, message);

export const nameField = (max: number = PATIENT_LIMITS.name) => patternField(max, NAME_PATTERN);

export const yesNoField = z.enum(YES_NO, { error: 'This is a required field.' });

export const isoDateField = z
  .string({ error: FIELD_MESSAGES.date })
  .regex(ISO_DATE_PATTERN, FIELD_MESSAGES.date)
  .refine(isRealIsoDate, FIELD_MESSAGES.date);

/** A bounded list of short texts (checked condition names, allergies, vaccine names). */
export const textListField = (
  maxItems: number = PATIENT_LIMITS.listItems,
  maxLength: number = PATIENT_LIMITS.listItem,
) => z.array(textField(maxLength, 1)).max(maxItems, `Input must have ${maxItems} entries or fewer.`);
