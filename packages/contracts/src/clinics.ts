import {
  BUSINESS_NAMES,
  DEFAULT_CLINIC_REASON_ID,
  GENERIC_MESSAGES,
  LOCATION_LENGTH,
  LOCATOR,
  WEEKDAYS,
} from '@hs/domain';
import { z } from 'zod';
import { dataEnvelope } from './data-envelope.js';
import { CLINIC_RADIUS_MILES } from './search-limits.js';

/** Ids are PostgreSQL integers; anything larger cannot name a service. */
export const MAX_SERVICE_ID = 2_147_483_647;
/** A page offset never needs to reach beyond the result cap. */
const MAX_PAGE_OFFSET = LOCATOR.maxResults;

/** Bounds on a number, answered with the §5 generic min and max messages. */
const bounded = (number: z.ZodNumber, min: number, max: number) =>
  number.min(min, GENERIC_MESSAGES.min(min)).max(max, GENERIC_MESSAGES.max(max));

/** A whole number in a query string, bounded so oversized values fail validation instead of overflowing. */
export const integerParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Input must be a whole number.')
    .transform(Number)
    .pipe(bounded(z.number().int(), min, max));

/** A decimal number in a query string, e.g. a radius of 12.5 miles. */
export const decimalParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, 'Input must be a number.')
    .transform(Number)
    .pipe(bounded(z.number(), min, max));

/** "lat,lng" in decimal degrees, as the locator sends the visitor's position. */
export const latLngParam = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,12})?\s*,\s*-?\d{1,3}(\.\d{1,12})?$/, 'Input must be "latitude,longitude".')
  .transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { latitude: lat, longitude: lng };
  })
  .refine(
    ({ latitude, longitude }) => Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180,
    'Latitude must be within ±90 and longitude within ±180.',
  );

/**
 * Place names are letters (any script), digits, spaces and . , ' - only ("Coeur d'Alene, ID", "St. Louis",
 * "45202-1234"); anything else cannot be a place and is refused before it reaches a lookup.
 */
export const PLACE_TEXT = /^[\p{L}\p{M}0-9 ,.'-]+$/u;

export const freeFormAddressParam = z
  .string()
  .trim()
  .min(LOCATION_LENGTH.min)
  .max(LOCATION_LENGTH.max)
  .regex(PLACE_TEXT, 'Input must be a ZIP code or City, State.');

export const ClinicsQuerySchema = z
  .object({
    'filter.businessName': z.enum(BUSINESS_NAMES).default('tlc'),
    'filter.reasonId': integerParam(1, MAX_SERVICE_ID).default(DEFAULT_CLINIC_REASON_ID),
    'filter.freeFormAddress': freeFormAddressParam.optional(),
    'filter.latLng': latLngParam.optional(),
    'filter.maxResults': integerParam(1, LOCATOR.maxResults).default(LOCATOR.maxResults),
    /** Rows skipped before this page (0-based), not a page number. */
    'page.offset': integerParam(0, MAX_PAGE_OFFSET).default(0),
    'page.size': integerParam(1, LOCATOR.maxResults).default(LOCATOR.pageSize),
    'filter.radius': decimalParam(0.1, CLINIC_RADIUS_MILES.max).default(CLINIC_RADIUS_MILES.default),
    sortBy: z.enum(['distance']).default('distance'),
  })
  .refine((query) => query['filter.freeFormAddress'] !== undefined || query['filter.latLng'] !== undefined, {
    path: ['filter.freeFormAddress'],
    message: 'Input is required: give filter.freeFormAddress or filter.latLng.',
  });
export type ClinicsQuery = z.infer<typeof ClinicsQuerySchema>;

export const ClinicDetailsQuerySchema = z.object({
  'filter.businessName': z.enum(BUSINESS_NAMES).default('tlc'),
  'filter.reasonId': integerParam(1, MAX_SERVICE_ID).default(DEFAULT_CLINIC_REASON_ID),
  'filter.divisionNumber': z.string().regex(/^\d{3}$/, 'Input must be 3 digits.'),
  'filter.storeNumber': z.string().regex(/^\d{5}$/, 'Input must be 5 digits.'),
});
export type ClinicDetailsQuery = z.infer<typeof ClinicDetailsQuerySchema>;

/**
 * A retail banner. `logoUrl` names its logo as a static SVG of our API whose name carries a hash of its content
 * (`brandLogoUrl`), so browsers keep it for a year and every card of that banner shares one download.
 */
export const StoreBannerSchema = z.object({ slug: z.string(), name: z.string(), logoUrl: z.string() });
export type StoreBanner = z.infer<typeof StoreBannerSchema>;

/** A span of a day on the clinic's own clock, as 24-hour "HH:mm". */
export const WallTimeRangeSchema = z.object({ from: z.string(), to: z.string() });
export type WallTimeRange = z.infer<typeof WallTimeRangeSchema>;

/**
 * A day's opening hours as data, for pages that write them in the visitor's language: the range, 'closed' all
 * day, or 'unknown' when the stored hours cannot be read (§9 'Hours not currently available').
 */
export const DayTimesSchema = z.union([WallTimeRangeSchema, z.enum(['closed', 'unknown'])]);
export type DayTimes = z.infer<typeof DayTimesSchema>;

export const RideSharePromoSchema = z.object({ code: z.string(), url: z.string(), discountText: z.string() });

/** §3 Clinic (search and details calls). */
export const ClinicSchema = z.object({
  /** Division number (3 digits) followed by store number (5 digits). */
  id: z.string(),
  name: z.string(),
  vanityName: z.string(),
  phone: z.string(),
  address: z.object({ lines: z.array(z.string()), city: z.string(), state: z.string(), zip: z.string() }),
  /** Miles from the searched place to 6 decimals; null when no place was searched (details). */
  distance: z.number().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  timeZone: z.string(),
  /** The first bookable slot of the clinic reason within the in-person search window, as an ISO instant. */
  nextAvailableAppointment: z.string().nullable(),
  hours: z.object({
    /** Today's opening hours in the clinic's own time zone, e.g. "8:30 AM - 7:30 PM" or "Closed". */
    today: z.string(),
    week: z.array(z.object({ day: z.string(), hours: z.string() })),
    /** What `today` says, as data (our extension). */
    todayTimes: DayTimesSchema,
  }),
  /** Today's lunch break, e.g. "1:00 PM - 2:00 PM". */
  lunchHours: z.string(),
  /** What `lunchHours` says, as data: null when there is no lunch break today (our extension). */
  lunchTimes: WallTimeRangeSchema.nullable(),
  waitInfo: z.object({
    description: z.string(),
    /** Whether the clinic is open at this moment. */
    clinicAvailable: z.boolean(),
    waitMinutes: z.number().int(),
  }),
  isSchedulerEnabled: z.boolean(),
  isTelehealthEnabled: z.boolean(),
  storeBanner: StoreBannerSchema,
  acceptsWalkIns: z.boolean(),
  rideSharePromo: RideSharePromoSchema.nullable(),
});
export type Clinic = z.infer<typeof ClinicSchema>;

export const ClinicServiceSchema = z.object({ id: z.number().int(), name: z.string(), category: z.string() });

/** One weekday of the clinic's hours, on its own clock: "8:30 AM - 7:30 PM" or "Closed", and its breaks. */
export const ClinicDayHoursSchema = z.object({
  /** "Monday" … "Sunday". */
  day: z.string(),
  hours: z.string(),
  breaks: z.array(z.string()),
  /** The same day as data, for pages that write it in the visitor's language. */
  weekday: z.enum(WEEKDAYS),
  times: z.union([WallTimeRangeSchema, z.literal('closed')]),
  breakTimes: z.array(WallTimeRangeSchema),
});
export type ClinicDayHours = z.infer<typeof ClinicDayHoursSchema>;

/** A closure of the clinic (its own or the chain's) not yet over, in the clinic's wall-clock time. */
export const ClinicClosureSchema = z.object({
  /** "YYYY-MM-DDTHH:mm"; a whole day runs from its "T00:00" to the next day's. */
  startsLocal: z.string(),
  endsLocal: z.string(),
  /** Why, as the chain tells visitors: "Thanksgiving Day". */
  reason: z.string(),
});
export type ClinicClosure = z.infer<typeof ClinicClosureSchema>;

/**
 * §3 Clinic (details call), extended beyond the spec with the hours of each weekday and the closures of the
 * coming 90 days (docs/spec-conformance.md).
 */
export const ClinicDetailsSchema = ClinicSchema.extend({
  services: z.array(ClinicServiceSchema),
  weeklyHours: z.array(ClinicDayHoursSchema),
  closures: z.array(ClinicClosureSchema),
});
export type ClinicDetails = z.infer<typeof ClinicDetailsSchema>;

export const ClinicsPageSchema = z.object({
  totalPages: z.number().int(),
  offset: z.number().int(),
  size: z.number().int(),
  totalResults: z.number().int(),
});

export const ClinicsResponseSchema = z.object({
  data: z.object({ clinics: z.array(ClinicSchema) }),
  meta: z.object({ clinics: z.object({ page: ClinicsPageSchema }) }),
});
export type ClinicsResponse = z.infer<typeof ClinicsResponseSchema>;

export const ClinicDetailsResponseSchema = dataEnvelope('clinicDetails', ClinicDetailsSchema);
export type ClinicDetailsResponse = z.infer<typeof ClinicDetailsResponseSchema>;
