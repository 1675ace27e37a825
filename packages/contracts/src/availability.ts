/**
 * Availability searches (spec §7): per-provider timeslots, location-based results (in-person) and
 * state-based results (virtual visits and dietitians). All three answer the same envelope.
 *
 * Where the spec leaves the shape open, these are the choices:
 * - Several serviceIds are one visit: its length is the sum of their slot lengths, and each provider gets a
 *   single `services` entry for the set, keyed by the first requested id, whose timeslots list every id.
 * - `availability` has one entry per date of the provider's search window, in order, even when the date
 *   has no free slot; dates outside the window (lead time, maxDaysAhead, the past) are absent.
 * - A slot `value` is an ISO-8601 instant with the provider's offset ("2026-03-03T09:00:00-05:00").
 * - `services` on the provider lists the ids of every service it offers; SERVICE_UNAVAILABLE providers
 *   answer `services: []` in the availability part and `nextAvailable: null`.
 * - Virtual teams and dietitians have no store: brand, legalName, address, phone, location and distance are
 *   null; `licensureState` is the searched state for them and the clinic's own state for clinics.
 * - `brand.logoUrl` is the banner's logo as a cacheable static asset (see StoreBannerSchema), not inline SVG
 *   repeated on every card; `rideSharePromo` is null when none.
 * - `errors` is always empty on a 200; failures answer the common error body (404 LOCATION_UNAVAILABLE
 *   when a place resolves nowhere or no provider serves it). `warnings` report ids that were skipped.
 * - Dates are the provider's calendar dates; startDate defaults to the provider's today.
 */
import { BUSINESS_NAMES, type OperatingHours } from '@hs/domain';
import { z } from 'zod';
import { BENEFIT_CODE_MAX_LENGTH } from './benefit-codes.js';
import {
  decimalParam,
  freeFormAddressParam,
  integerParam,
  MAX_SERVICE_ID,
  RideSharePromoSchema,
  StoreBannerSchema,
} from './clinics.js';
import { ApiErrorSchema } from './errors.js';
import { booleanParam, listParam } from './query.js';
import { LicensureStateCodeSchema, ProviderIdSchema } from './reservations.js';
import { AVAILABILITY_LIMITS, CLINIC_RADIUS_MILES } from './search-limits.js';
import { CountyAddressSchema } from './street-address.js';

export const AVAILABILITY_STATUSES = ['AVAILABLE', 'NO_AVAILABILITY', 'SERVICE_UNAVAILABLE'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

const localDateParam = z.iso.date('Input must be a valid date (YYYY-MM-DD).');

/** Repeated or comma-joined ids; duplicates collapse so a service is never counted twice in a visit. */
export const serviceIdsParam = listParam(integerParam(1, MAX_SERVICE_ID)).pipe(
  z
    .array(z.number())
    .min(1, 'Input is required.')
    .max(AVAILABILITY_LIMITS.maxServiceIds)
    .transform((ids) => [...new Set(ids)]),
);

const businessNamesParam = listParam(z.enum(BUSINESS_NAMES)).pipe(
  z.array(z.enum(BUSINESS_NAMES)).max(BUSINESS_NAMES.length),
);

/** Codes are letters, digits, '-' and '_', matched case-insensitively; an empty value means no code. */
const benefitCodeParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(BENEFIT_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'Input must be valid.')
    .transform((code) => code.toUpperCase())
    .optional(),
);

const stateParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  LicensureStateCodeSchema,
);

const dateRange = {
  'filter.startDate': localDateParam.optional(),
  'filter.endDate': localDateParam.optional(),
};

function checkDateRange(query: { 'filter.startDate'?: string; 'filter.endDate'?: string }, ctx: z.RefinementCtx) {
  const start = query['filter.startDate'];
  const end = query['filter.endDate'];
  if (!start || !end) return;
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['filter.endDate'], message: 'Input must be on or after filter.startDate.' });
  } else if (days > AVAILABILITY_LIMITS.maxRangeDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['filter.endDate'],
      message: `Input must be within ${AVAILABILITY_LIMITS.maxRangeDays} days of filter.startDate.`,
    });
  }
}

const maxResultsParam = integerParam(1, AVAILABILITY_LIMITS.maxResults).default(AVAILABILITY_LIMITS.maxResults);

export const PhysicalResultsQuerySchema = z
  .object({
    'filter.businessNames': businessNamesParam,
    'filter.serviceIds': serviceIdsParam,
    'filter.freeFormAddress': freeFormAddressParam,
    'filter.radius': decimalParam(0.1, CLINIC_RADIUS_MILES.max).default(CLINIC_RADIUS_MILES.default),
    'filter.maxResults': maxResultsParam,
    'filter.benefitCode': benefitCodeParam,
    ...dateRange,
  })
  .superRefine(checkDateRange);
export type PhysicalResultsQuery = z.infer<typeof PhysicalResultsQuerySchema>;

/** A state-based search needs virtual visits, dietitians (business name), or both. */
function checkStateSearch(
  query: { 'filter.isVirtualVisit'?: boolean; 'filter.businessNames': string[] },
  ctx: z.RefinementCtx,
) {
  if (query['filter.isVirtualVisit'] || query['filter.businessNames'].includes('dietitian')) return;
  ctx.addIssue({
    code: 'custom',
    path: ['filter.isVirtualVisit'],
    message: 'Input must be true unless filter.businessNames includes dietitian.',
  });
}

export const VirtualResultsQuerySchema = z
  .object({
    'filter.businessNames': businessNamesParam,
    'filter.serviceIds': serviceIdsParam,
    'filter.state': stateParam,
    'filter.isVirtualVisit': booleanParam,
    'filter.maxResults': maxResultsParam,
    ...dateRange,
  })
  .superRefine((query, ctx) => {
    checkDateRange(query, ctx);
    checkStateSearch(query, ctx);
  });
export type VirtualResultsQuery = z.infer<typeof VirtualResultsQuerySchema>;

export const TimeslotsQuerySchema = z
  .object({
    'filter.locationIds': listParam(ProviderIdSchema).pipe(z.array(z.string()).max(AVAILABILITY_LIMITS.maxLocationIds)),
    'filter.isVirtualVisit': booleanParam,
    'filter.licensureState': stateParam.optional(),
    'filter.serviceIds': serviceIdsParam,
    'filter.businessNames': businessNamesParam,
    ...dateRange,
  })
  .superRefine((query, ctx) => {
    checkDateRange(query, ctx);
    const byIds = query['filter.locationIds'].length > 0;
    const byState = query['filter.licensureState'] !== undefined;
    if (byIds && byState) {
      ctx.addIssue({
        code: 'custom',
        path: ['filter.locationIds'],
        message: 'Give either filter.locationIds or filter.licensureState, not both.',
      });
    } else if (!byIds && !byState) {
      ctx.addIssue({
        code: 'custom',
        path: ['filter.locationIds'],
        message: 'Input is required: give filter.locationIds, or filter.isVirtualVisit with filter.licensureState.',
      });
    } else if (byState) {
      checkStateSearch(query, ctx);
    }
  });
export type TimeslotsQuery = z.infer<typeof TimeslotsQuerySchema>;

const DayHoursSchema = z.object({
  start: z.string(),
  end: z.string(),
  breakStart: z.string().optional(),
  breakEnd: z.string().optional(),
});

export const OperatingHoursSchema: z.ZodType<OperatingHours> = z.object({
  isBreakSame: z.boolean(),
  mondayToFriday: DayHoursSchema,
  saturday: DayHoursSchema.nullable(),
  sunday: DayHoursSchema.nullable(),
});

/** §3 Provider as an availability search shows it. */
export const ProviderSchema = z.object({
  providerId: z.string(),
  businessName: z.string(),
  brand: StoreBannerSchema.nullable(),
  legalName: z.string().nullable(),
  vanityName: z.string(),
  name: z.string(),
  qualification: z.string().nullable(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  licensureState: z.string().nullable(),
  timezone: z.string(),
  address: CountyAddressSchema.nullable(),
  phone: z.string().nullable(),
  /** Miles from the searched place, to 6 decimals; null when no place was searched. */
  distance: z.number().nullable(),
  operatingHours: OperatingHoursSchema,
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The provider accepts the benefit code of the search; false when the search had none. */
  isBenefitCode: z.boolean(),
  services: z.array(z.number().int()),
  acceptsWalkIns: z.boolean(),
  rideSharePromo: RideSharePromoSchema.nullable(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const TimeslotSchema = z.object({
  value: z.string(),
  serviceIds: z.array(z.number().int()),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

export const DateAvailabilitySchema = z.object({ date: z.string(), timeslots: z.array(TimeslotSchema) });

export const ServiceAvailabilitySchema = z.object({
  serviceId: z.number().int(),
  availability: z.array(DateAvailabilitySchema),
});

export const ProviderAvailabilitySchema = z.object({
  provider: ProviderSchema,
  timezone: z.string(),
  status: z.enum(AVAILABILITY_STATUSES),
  services: z.array(ServiceAvailabilitySchema),
  /** The first free slot in the window, as a slot value; null when there is none. */
  nextAvailable: z.string().nullable(),
});
export type ProviderAvailability = z.infer<typeof ProviderAvailabilitySchema>;

export const AvailabilityWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  providerId: z.string().optional(),
});
export type AvailabilityWarning = z.infer<typeof AvailabilityWarningSchema>;

export const AvailabilityResponseSchema = z.object({
  data: z.object({ appointmentTimeSlots: z.array(ProviderAvailabilitySchema) }),
  warnings: z.object({ appointmentTimeSlots: z.array(AvailabilityWarningSchema) }),
  errors: z.array(ApiErrorSchema).max(0),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
