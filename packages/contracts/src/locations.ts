import { LOCATION_LENGTH, LOCATOR } from '@hs/domain';
import { z } from 'zod';
import {
  decimalParam,
  freeFormAddressParam,
  integerParam,
  latLngParam,
  PLACE_TEXT,
  StoreBannerSchema,
} from './clinics.js';
import { dataEnvelope } from './data-envelope.js';
import { CLINIC_RADIUS_MILES } from './search-limits.js';

/** Typeahead answers at most this many predictions. */
export const MAX_LOCATION_PREDICTIONS = 8;

export const LocatorClinicSearchQuerySchema = z
  .object({
    freeFormAddress: freeFormAddressParam.optional(),
    latLong: latLngParam.optional(),
    maxResults: integerParam(1, LOCATOR.maxResults).default(LOCATOR.maxResults),
    /** 1-based page number. */
    page: integerParam(1, LOCATOR.maxResults).default(1),
    pageSize: integerParam(1, LOCATOR.maxResults).default(LOCATOR.pageSize),
    radiusInMiles: decimalParam(0.1, CLINIC_RADIUS_MILES.max).default(CLINIC_RADIUS_MILES.default),
  })
  .refine((query) => query.freeFormAddress !== undefined || query.latLong !== undefined, {
    path: ['freeFormAddress'],
    message: 'Input is required: give freeFormAddress or latLong.',
  });
export type LocatorClinicSearchQuery = z.infer<typeof LocatorClinicSearchQuerySchema>;

export const LocatorClinicParamsSchema = z.object({
  division: z.string().regex(/^\d{3}$/, 'Input must be 3 digits.'),
  store: z.string().regex(/^\d{5}$/, 'Input must be 5 digits.'),
});

/** §3 Clinic (locator view). */
export const LocatorClinicSchema = z.object({
  divisionNumber: z.string(),
  storeNumber: z.string(),
  vanityName: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), stateCode: z.string(), zip: z.string() }),
  /** Shown as (xxx) xxx-xxxx. */
  phoneNumber: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** "lat,lng", ready for a map link. */
  latLong: z.string(),
  distance: z.number().nullable(),
  /** e.g. ['Mon-Fri: 8:30 AM - 7:30 PM', 'Sat: 9:00 AM - 5:00 PM', 'Sun: Closed']. */
  weekHours: z.array(z.string()),
  /** Locator cards show today's hours beside the lunch hours. */
  todaysHours: z.string(),
  todaysLunchHours: z.string(),
  banner: StoreBannerSchema,
});
export type LocatorClinic = z.infer<typeof LocatorClinicSchema>;

export const LocatorClinicSearchResponseSchema = z.object({
  data: z.object({ clinics: z.array(LocatorClinicSchema) }),
  meta: z.object({
    clinics: z.object({
      page: z.object({
        page: z.number().int(),
        pageSize: z.number().int(),
        totalPages: z.number().int(),
        totalResults: z.number().int(),
      }),
    }),
  }),
});
export type LocatorClinicSearchResponse = z.infer<typeof LocatorClinicSearchResponseSchema>;

export const LocatorClinicResponseSchema = dataEnvelope('clinic', LocatorClinicSchema);
export type LocatorClinicResponse = z.infer<typeof LocatorClinicResponseSchema>;

/**
 * §5 Locator: predictions are asked for only for a 5-digit ZIP code, or for text longer than 2 characters
 * that is not all digits (a partial ZIP code would match too much to be useful).
 */
export const LocationSearchQuerySchema = z.object({
  freeFormAddress: z
    .string()
    .trim()
    .max(LOCATION_LENGTH.max)
    .regex(PLACE_TEXT, 'Input must be a ZIP code or City, State.')
    .refine(
      (text) => /^\d{5}(-\d{4})?$/.test(text) || (!/^\d+$/.test(text) && text.length > 2),
      'Input must be a 5-digit ZIP code or more than 2 characters of a city name.',
    ),
});
export type LocationSearchQuery = z.infer<typeof LocationSearchQuerySchema>;

export const LocationPredictionSchema = z.object({
  /** How the place reads: "Cincinnati, OH" or "Cincinnati, OH 45202". */
  description: z.string(),
  zip: z.string().optional(),
  city: z.string(),
  stateCode: z.string(),
});
export type LocationPrediction = z.infer<typeof LocationPredictionSchema>;

export const LocationSearchResponseSchema = dataEnvelope(
  'predictions',
  z.array(LocationPredictionSchema).max(MAX_LOCATION_PREDICTIONS),
);
export type LocationSearchResponse = z.infer<typeof LocationSearchResponseSchema>;
