import {
  BasicInfoSchema,
  BOOKING_TAGS,
  BUSINESS_NAMES,
  boundedTextField,
  boundedTextListField,
  ConsentDetailsSchema,
  InsuranceInfoSchema,
  MedicalInfoSchema,
  PATIENT_LIMITS,
  QuestionnaireSchema,
  REFERRAL_HANDLE,
  TIME_ZONE_CODES,
} from '@hs/domain';
import { z } from 'zod';
import { LanguageSchema } from './language.js';
import {
  LicensureStateCodeSchema,
  OpaqueCodeSchema,
  ProviderIdSchema,
  WaitlistOfferTokenSchema,
} from './reservations.js';

export const APPOINTMENT_STATUSES = ['BOOKED', 'CANCELED'] as const;

/** Zones the runtime has accepted: asking Intl costs far more than the rest of a booking's validation. */
const knownZones = new Set<string>();

function isTimeZone(value: string): boolean {
  if (value in TIME_ZONE_CODES || knownZones.has(value)) return true;
  if (!value.includes('/') && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  // Only real zones are remembered, so the set stays as small as the zone database.
  knownZones.add(value);
  return true;
}

/** An IANA zone (America/Chicago) or one of the §9 codes (CT). */
export const TimeZoneSchema = z.string().max(PATIENT_LIMITS.timeZone).refine(isTimeZone, 'Input must be a time zone.');

/** An instant with an explicit offset, as the availability and reservation answers give it. */
export const InstantSchema = z.iso.datetime({ offset: true, message: 'Input must be a date-time with an offset.' });

export const ServiceIdSchema = z.number().int().positive().max(2_147_483_647);

export const FollowupRequestSchema = z.object({
  serviceId: ServiceIdSchema,
  dateTime: z.object({ value: InstantSchema, timezone: TimeZoneSchema }),
  reservationCode: OpaqueCodeSchema.optional(),
});

/** A slot finder's correlation handle (SMART Scheduling Links `source`, `booking-referral`): opaque, printable ASCII. */
export const ReferralHandleSchema = z
  .string()
  .regex(REFERRAL_HANDLE, 'Input must be 1 to 128 printable characters without spaces.');

/** The §3 booking payload ("sent form"), validated in full before anything is written. */
export const BookingRequestSchema = z
  .object({
    businessName: z.enum(BUSINESS_NAMES),
    serviceIds: z
      .array(ServiceIdSchema)
      .min(1)
      .max(PATIENT_LIMITS.serviceIds)
      .refine((ids) => new Set(ids).size === ids.length, 'Each service is listed once.'),
    dateTime: InstantSchema,
    /** The hold of the first appointment, when the flow reserved one. */
    reservationCode: OpaqueCodeSchema.optional(),
    locationNumber: ProviderIdSchema.optional(),
    licensureState: LicensureStateCodeSchema.optional(),
    patientTimeZone: TimeZoneSchema.optional(),
    basicInfo: BasicInfoSchema,
    requestedVaccinations: boundedTextListField(PATIENT_LIMITS.vaccines).optional(),
    comments: boundedTextField(PATIENT_LIMITS.comments).optional(),
    notes: boundedTextListField(PATIENT_LIMITS.notes, PATIENT_LIMITS.freeText).optional(),
    tags: z.array(z.enum(BOOKING_TAGS)).max(BOOKING_TAGS.length).optional(),
    insuranceInfo: InsuranceInfoSchema.optional(),
    medicalInfo: MedicalInfoSchema.optional(),
    /**
     * Required: every flow sends its answers here, and a booking that says nothing about consent is not one the
     * form could have sent. Which consents it holds depends on the flow's pages (§3).
     */
    consentDetails: ConsentDetailsSchema,
    questionnaire: QuestionnaireSchema.optional(),
    followupAppointment: FollowupRequestSchema.optional(),
    /** The language the visitor booked in ('en' when left out): every message about the booking is written in it. */
    language: LanguageSchema.optional(),
    /**
     * A booking that began at a booking link of the open availability feed: the finder's `source` and its
     * `booking-referral` handle, as the link carried them (decision 059).
     */
    referral: z
      .strictObject({ source: ReferralHandleSchema.optional(), bookingReferral: ReferralHandleSchema.optional() })
      .optional(),
    /**
     * A booking of a seat offered from the waitlist: the offer link's token. The seat, its hold and the service are
     * the offer's, and the offer is used up in the booking's transaction (decision 060).
     */
    waitlistOffer: WaitlistOfferTokenSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.locationNumber && !body.licensureState) {
      ctx.addIssue({
        code: 'custom',
        path: ['locationNumber'],
        message: 'Give either locationNumber or licensureState.',
      });
    }
  });
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

/**
 * Retries carrying the same key get the first answer instead of a second booking, for 24 hours after the first
 * request; after that the key is forgotten and a request with it is a new one (decision 068).
 */
export const BookingHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7E]+$/, 'Input must be valid.')
    .optional(),
});

export const BookedAppointmentSchema = z.object({
  id: z.string(),
  confirmCode: z.string(),
  timestamp: z.string(),
  timezone: z.string(),
  providerId: z.string(),
  serviceIds: z.array(z.number().int()),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Moves so far: a calendar entry's SEQUENCE, so a calendar replaces the old time with the new one. */
  sequence: z.number().int().min(0),
  /** How long the visit lasts: its services' lengths added up, as its calendar entries say. */
  durationMinutes: z.number().int().positive(),
});
export type BookedAppointment = z.infer<typeof BookedAppointmentSchema>;

export const BookingResponseSchema = z.object({
  data: z.object({
    appointments: z.array(BookedAppointmentSchema),
    followupAppointment: BookedAppointmentSchema.optional(),
  }),
});
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

export const AppointmentParamsSchema = z.object({ id: OpaqueCodeSchema });

/**
 * A confirmation code as a person types it: ten Crockford base32 characters in any case, with or without
 * hyphens and spaces, or a code issued before that format (22 base64url characters).
 */
export const ConfirmCodeSchema = z.string().regex(/^[A-Za-z0-9_ -]{10,64}$/, 'Input must be valid.');

export const CancelRequestSchema = z.object({
  status: z.literal('CANCELED'),
  confirmCode: ConfirmCodeSchema,
});
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

export const CancelResponseSchema = z.object({
  data: z.object({
    data: z.object({ id: z.string(), status: z.literal('CANCELED'), canceled: z.array(z.string()) }),
  }),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

export const AppointmentDetailsQuerySchema = z.object({ confirmCode: ConfirmCodeSchema });

const AppointmentSlotSummarySchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  timestamp: z.string(),
  timezone: z.string(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** What the cancel page shows: where and when, never who. */
export const AppointmentDetailsSchema = AppointmentSlotSummarySchema.extend({
  id: z.string(),
  businessName: z.enum(BUSINESS_NAMES),
  provider: z.object({ providerId: z.string(), name: z.string(), phone: z.string().nullable() }),
  isFollowup: z.boolean(),
  followupAppointment: AppointmentSlotSummarySchema.nullable(),
});
export type AppointmentDetails = z.infer<typeof AppointmentDetailsSchema>;

export const AppointmentDetailsResponseSchema = z.object({
  data: z.object({ appointment: AppointmentDetailsSchema }),
});
export type AppointmentDetailsResponse = z.infer<typeof AppointmentDetailsResponseSchema>;
