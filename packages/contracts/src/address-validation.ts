import { MAX_LENGTHS } from '@hs/domain';
import { z } from 'zod';
import { dataEnvelope } from './data-envelope.js';
import { CountyAddressSchema } from './street-address.js';

/** Longest US city or county name is well under this; it only stops abuse. */
const MAX_PLACE_NAME = 60;
const MAX_ADDRESS_LINES = 3;

/** Trimmed, with runs of whitespace collapsed, so "  12  Main   St " compares as "12 Main St". */
const cleanText = (max: number) =>
  z
    .string()
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max));

/** Street lines: letters of any script, digits and the punctuation addresses use ("Apt #4", "1/2", "P.O."). */
const STREET_TEXT = /^[\p{L}\p{M}0-9 .,'#&/()-]*$/u;
/** City, county and state names: letters, spaces, '.', "'" and '-' ("St. Mary's", "Winston-Salem"). */
const PLACE_NAME = /^[\p{L}\p{M} .'-]*$/u;

export const PostalAddressSchema = z.object({
  addressLines: z
    .array(cleanText(MAX_LENGTHS.addressLine).pipe(z.string().regex(STREET_TEXT, 'Input must be valid.')))
    .min(1)
    .max(MAX_ADDRESS_LINES),
  cityTown: cleanText(MAX_PLACE_NAME).pipe(z.string().min(1).regex(PLACE_NAME, 'Input must be valid.')),
  /** A state code ("OH") or name ("Ohio"). */
  stateProvince: cleanText(MAX_PLACE_NAME).pipe(z.string().min(2).regex(PLACE_NAME, 'Input must be valid.')),
  /** "12345" or "12345-6789". */
  postalCode: z
    .string()
    .trim()
    .max(MAX_LENGTHS.zip)
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid zip code.'),
  county: cleanText(MAX_PLACE_NAME).pipe(z.string().regex(PLACE_NAME, 'Input must be valid.')).optional(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

export const AddressValidationBodySchema = z.object({ address: PostalAddressSchema });
export type AddressValidationBody = z.infer<typeof AddressValidationBodySchema>;

export const AddressValidationResultSchema = z.object({
  validated: z.boolean(),
  corrected: z.boolean(),
  /** The normalised address when validated; the suggestion when corrected; the cleaned input otherwise. */
  address: CountyAddressSchema,
});
export type AddressValidationResult = z.infer<typeof AddressValidationResultSchema>;

export const AddressValidationResponseSchema = dataEnvelope('addressValidations', AddressValidationResultSchema);
export type AddressValidationResponse = z.infer<typeof AddressValidationResponseSchema>;
