import { z } from 'zod';
import { closureSchema } from './closure-schema.js';
import {
  businessName,
  counting,
  divisionNumber,
  httpsUrl,
  instant,
  key,
  latitude,
  longitude,
  minutesOrDays,
  optionalText,
  phone,
  postalCode,
  serviceId,
  stateCode,
  storeNumber,
  text,
  timeZone,
} from './fields.js';
import { weeklyHours } from './hours-schema.js';

/** The version of the directory format this release reads and writes. */
export const DIRECTORY_VERSION = 1;

export const brandSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes, like harvest-market'),
  name: text(120),
  /** The banner's logo as inline SVG text; the locator and the results show it. */
  logoSvg: z
    .string()
    .max(100_000, 'must be at most 100,000 characters')
    .regex(/^\s*<svg[\s>]/, 'must be SVG text starting with <svg'),
});

/**
 * A catalog entry as the chain's catalog holds it. The services endpoint normalises entries (spec §3 Service):
 * an entry without maxDaysAhead is not offered, a follow-up needs both its fields.
 */
export const serviceSchema = z.strictObject({
  id: serviceId,
  name: text(120),
  /** The category as written upstream; the endpoint trims it. */
  groupName: z.string().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  groupOrder: z.number().int('must be a whole number'),
  order: z.number().int('must be a whole number'),
  businessNames: z.array(businessName).min(1, 'must name at least one business'),
  maxDaysAhead: minutesOrDays(365).nullable(),
  followupServiceId: serviceId.nullable().default(null),
  followupAfterDays: minutesOrDays(730).nullable().default(null),
  isVaccine: z.boolean().default(false),
  isCovidVaccine: z.boolean().default(false),
  isAvailable: z.boolean().default(true),
  leadTimeDays: minutesOrDays(365).default(0),
  dose: counting(10).nullable().default(null),
  slotMinutes: counting(480).default(15),
  /** The vaccine a vaccine service gives, by its CDC CVX code and that code's short description (decision 059). */
  vaccineProduct: z
    .strictObject({
      cvx: z.string().regex(/^\d{1,3}$/, 'must be a CVX code of 1 to 3 digits, like 88'),
      display: text(200),
    })
    .nullable()
    .default(null),
});

const serviceIds = z.array(serviceId).transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
const stateCodes = z.array(stateCode).transform((codes) => [...new Set(codes)].sort());

const rideSharePromo = z.strictObject({ code: text(40), url: httpsUrl, discountText: text(120) });

/** An in-person clinic inside a store; its provider id is its division number followed by its store number. */
export const clinicSchema = z
  .strictObject({
    divisionNumber: divisionNumber.describe('Up to 3 digits; with the store number, the clinic id'),
    storeNumber: storeNumber.describe('Up to 5 digits, one clinic per store number within a division'),
    businessName: businessName.default('tlc'),
    brand: z.string().min(1, 'must name a brand'),
    name: text(200),
    legalName: text(200),
    address: z.strictObject({
      line1: text(200),
      city: text(100),
      state: stateCode,
      postalCode,
      county: text(100),
    }),
    latitude,
    longitude,
    timeZone,
    phone,
    acceptsWalkIns: z.boolean(),
    /** The wait shown to walk-in patients; null when unknown. */
    waitMinutes: minutesOrDays(24 * 60)
      .nullable()
      .default(null),
    schedulerEnabled: z.boolean(),
    telehealthEnabled: z.boolean(),
    seatsPerSlot: counting(50).default(1).describe('Patients one 15-minute slot can take'),
    rideSharePromo: rideSharePromo.nullable().default(null),
    services: serviceIds,
    hours: weeklyHours,
  })
  .transform((clinic) => ({ id: `${clinic.divisionNumber}${clinic.storeNumber}`, ...clinic }));

/** A provider that is not a store clinic: a virtual-visit team or a dietitian, licensed per state. */
export const providerSchema = z.strictObject({
  id: key,
  kind: z.enum(['virtual', 'dietitian'], { error: 'must be "virtual" or "dietitian" (clinics go under clinics)' }),
  businessName,
  name: text(200),
  qualification: optionalText(200),
  /** An https address or a data: URI of an image. */
  image: z
    .string()
    .max(200_000, 'must be at most 200,000 characters')
    .regex(/^(https:\/\/|data:image\/)/, 'must be an https:// address or a data:image/ URI')
    .nullable()
    .default(null),
  description: optionalText(2000),
  timeZone,
  seatsPerSlot: counting(50).default(1),
  licensedStates: stateCodes,
  services: serviceIds,
  hours: weeklyHours,
});

export const benefitCodeSchema = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9]{3,32}$/, 'must be 3 to 32 upper-case letters and digits'),
    description: text(500),
    validFrom: instant,
    validUntil: instant,
    /** Provider ids of the clinics that accept the code. */
    clinics: z.array(key).transform((ids) => [...new Set(ids)].sort()),
  })
  .refine((code) => code.validFrom < code.validUntil, {
    path: ['validUntil'],
    message: 'ends before the code becomes valid (validFrom)',
  });

/** The collections of a directory, each required: a file is the whole directory, so an absent part would retire all of it. */
export const DIRECTORY_PARTS = ['brands', 'services', 'clinics', 'providers', 'closures', 'benefitCodes'] as const;
export type DirectoryPart = (typeof DIRECTORY_PARTS)[number];

export const directorySchema = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(DIRECTORY_VERSION, {
    error: `must be ${DIRECTORY_VERSION}: this release reads version ${DIRECTORY_VERSION} of the directory format`,
  }),
  brands: z.array(brandSchema),
  services: z.array(serviceSchema),
  clinics: z.array(clinicSchema),
  providers: z.array(providerSchema),
  closures: z.array(closureSchema),
  benefitCodes: z.array(benefitCodeSchema),
});

/** A directory as written in a file (defaults may be left out). */
export type DirectoryFile = z.input<typeof directorySchema>;
/** A directory read and checked: defaults filled in, values in their one canonical form. */
export type Directory = Omit<z.output<typeof directorySchema>, '$schema'>;
export type DirectoryBrand = Directory['brands'][number];
export type DirectoryService = Directory['services'][number];
export type DirectoryClinic = Directory['clinics'][number];
export type DirectoryProvider = Directory['providers'][number];
export type DirectoryBenefitCode = Directory['benefitCodes'][number];

export const partSchemas = {
  brands: brandSchema,
  services: serviceSchema,
  clinics: clinicSchema,
  providers: providerSchema,
  closures: closureSchema,
  benefitCodes: benefitCodeSchema,
} satisfies Record<DirectoryPart, z.ZodType>;
