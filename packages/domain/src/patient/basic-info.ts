import { z } from 'zod';
import { US_STATES } from '../us-states.js';
import { FIELD_MESSAGES, isoDateField, nameField, patternField, textField } from './fields.js';
import {
  CITY_PATTERN,
  EMAIL_PATTERN,
  IDENTIFIER_PATTERN,
  PATIENT_LIMITS,
  PHONE_PATTERN,
  ZIP_PATTERN,
} from './limits.js';
import { ETHNICITIES, GENDERS, RACES, RELATIONSHIPS, SEX_ASSIGNED_AT_BIRTH, SPOKEN_LANGUAGES } from './options.js';

const STATE_CODES = US_STATES.map((state) => state.code) as [string, ...string[]];

const stateCodeField = z.enum(STATE_CODES, { error: FIELD_MESSAGES.selection });
export const phoneField = patternField(PATIENT_LIMITS.phone, PHONE_PATTERN, 'Please enter a valid phone number.');
const zipField = patternField(PATIENT_LIMITS.zip, ZIP_PATTERN, 'Please enter a valid zip code.');

/** §5 address rules: line 1 required, line 2 optional, both at most 40; city letters only; county 3+. */
export const AddressSchema = z.object({
  addressLines: z
    .array(textField(PATIENT_LIMITS.addressLine))
    .min(1, FIELD_MESSAGES.required)
    .max(PATIENT_LIMITS.addressLines)
    .refine((lines) => lines.length === 0 || lines[0] !== '', FIELD_MESSAGES.required),
  cityTown: patternField(
    PATIENT_LIMITS.city,
    CITY_PATTERN,
    "Please only use letters, hyphens (-), and apostrophes (').",
  ),
  stateProvince: stateCodeField,
  postalCode: zipField,
  county: textField(PATIENT_LIMITS.county, 3),
});
export type Address = z.infer<typeof AddressSchema>;

const GuardianDetailsSchema = z.object({
  relationship: z.enum(RELATIONSHIPS).default('Self'),
  phone: phoneField.optional(),
});

/** §3 Patient and Guardian parts of the booking payload. */
export const BasicInfoSchema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  preferredName: nameField().optional(),
  phone: phoneField,
  email: patternField(PATIENT_LIMITS.email, EMAIL_PATTERN, 'Please enter a valid email address.'),
  /** Year-month-day; the age rule needs today, so the service checks it against its clock. */
  dateOfBirth: isoDateField,
  address: AddressSchema,
  gender: z.enum(GENDERS).optional(),
  sexAssignedAtBirth: z.enum(SEX_ASSIGNED_AT_BIRTH).optional(),
  race: z.enum(RACES).optional(),
  ethnicity: z.enum(ETHNICITIES).optional(),
  /** A whole number of pounds, 0-999; the form sends it as text, other clients as a number. */
  weight: z
    .union([z.number().int().min(0).max(999), z.string().regex(/^\d{1,3}$/)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
  preferredLanguage: z.enum(SPOKEN_LANGUAGES).optional(),
  /** A state id or a social security number. */
  stateIssuedId: patternField(PATIENT_LIMITS.stateIssuedId, IDENTIFIER_PATTERN).optional(),
  shoppersCardNumber: patternField(PATIENT_LIMITS.shoppersCardNumber, /^\d+$/).optional(),
  motherName: nameField(PATIENT_LIMITS.name * 2 + 1).optional(),
  guardianName: nameField().optional(),
  guardianLastName: nameField().optional(),
  guardianDetails: GuardianDetailsSchema.optional(),
});
export type BasicInfo = z.infer<typeof BasicInfoSchema>;
