import {
  BasicInfoSchema,
  BUSINESS_NAMES,
  daysBetween,
  WAITLIST_CODE_PATTERN,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_LIMITS,
} from '@hs/domain';
import { z } from 'zod';
import { AppointmentLookupRequestSchema } from './appointment-lookup.js';
import { ServiceIdSchema } from './appointments.js';
import { dataEnvelope } from './data-envelope.js';
import { LanguageSchema } from './language.js';
import {
  LicensureStateCodeSchema,
  OpaqueCodeSchema,
  ProviderIdSchema,
  WaitlistOfferTokenSchema,
} from './reservations.js';
import { StreetAddressSchema } from './street-address.js';

/**
 * Where offers go: an e-mail address, or a mobile number whose owner agreed to texts. Codes and offers are sent
 * there; of the patient, only a young child's date of birth is asked for besides.
 */
const WaitlistContactSchema = z.discriminatedUnion(
  'channel',
  [
    z.strictObject({ channel: z.literal('email'), email: BasicInfoSchema.shape.email }),
    z.strictObject({
      channel: z.literal('sms'),
      phone: BasicInfoSchema.shape.phone,
      smsConsent: z.literal('Yes', { error: 'Texts need your consent.' }),
    }),
  ],
  { error: 'Choose e-mail or text messages.' },
);
export type WaitlistContact = z.infer<typeof WaitlistContactSchema>;

const CalendarDateSchema = z.iso.date({ message: 'Please enter a valid date.' });

/** "Notify me": a service, up to three clinics or the state for virtual care, and a window of up to 14 days. */
const NotifyMeRequestSchema = z
  .strictObject({
    kind: z.literal('notify-me'),
    businessName: z.enum(BUSINESS_NAMES),
    serviceId: ServiceIdSchema,
    locationNumbers: z
      .array(ProviderIdSchema)
      .min(1)
      .max(WAITLIST_LIMITS.maxClinics, `Choose at most ${WAITLIST_LIMITS.maxClinics} clinics.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each clinic is listed once.')
      .optional(),
    licensureState: LicensureStateCodeSchema.optional(),
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    /**
     * Asked only of a patient younger than the highest minimum age (§9), so that offers wait until they are old
     * enough; left out, the patient is older (decision 065).
     */
    dateOfBirth: BasicInfoSchema.shape.dateOfBirth.optional(),
    contact: WaitlistContactSchema,
    language: LanguageSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.locationNumbers === !body.licensureState) {
      ctx.addIssue({ code: 'custom', path: ['locationNumbers'], message: 'Give either clinics or a state.' });
    }
    const days = daysBetween(body.startDate, body.endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The last day comes after the first.' });
    if (days >= WAITLIST_LIMITS.maxWindowDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Choose at most ${WAITLIST_LIMITS.maxWindowDays} days.`,
      });
    }
  });

/** "Tell me if something earlier opens": the booked appointment, proven as find my appointment proves it. */
const EarlierRequestSchema = AppointmentLookupRequestSchema.extend({
  kind: z.literal('earlier'),
  contact: WaitlistContactSchema,
  language: LanguageSchema.optional(),
}).strict();

export const WaitlistJoinRequestSchema = z.discriminatedUnion('kind', [NotifyMeRequestSchema, EarlierRequestSchema], {
  error: "Choose 'notify-me' or 'earlier'.",
});
export type WaitlistJoinRequest = z.infer<typeof WaitlistJoinRequestSchema>;

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['notify-me', 'earlier']),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  channel: z.enum(['email', 'sms']),
  /** Until when the code can be entered (pending entries). */
  codeExpiresAt: z.string().nullable(),
  windowFrom: z.string(),
  windowTo: z.string(),
  /** When the entry lapses if nothing was booked by then. */
  lapsesAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistEntryResponseSchema = dataEnvelope('waitlistEntry', WaitlistEntrySchema);
export type WaitlistEntryResponse = z.infer<typeof WaitlistEntryResponseSchema>;

export const WaitlistEntryParamsSchema = z.object({ id: OpaqueCodeSchema });

export const WaitlistConfirmRequestSchema = z.strictObject({
  code: z.string().trim().regex(WAITLIST_CODE_PATTERN, 'Enter the 6 digits we sent you.'),
});
export type WaitlistConfirmRequest = z.infer<typeof WaitlistConfirmRequestSchema>;

/** The leave link's token, and the language of the message it came in (so its page speaks it). */
export const WaitlistLeaveQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Input must be valid.'),
  language: LanguageSchema.optional(),
});

/** The leave page's button posts nothing; a mail client's RFC 8058 one-click posts this. */
export const WaitlistLeaveBodySchema = z
  .looseObject({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish();

export const WaitlistOfferRequestSchema = z.strictObject({ token: WaitlistOfferTokenSchema });
export type WaitlistOfferRequest = z.infer<typeof WaitlistOfferRequestSchema>;

export const WaitlistDeclineRequestSchema = z.strictObject({
  token: WaitlistOfferTokenSchema,
  /** Stay in line for another time, or stop waiting altogether. */
  keepWaiting: z.boolean(),
});
export type WaitlistDeclineRequest = z.infer<typeof WaitlistDeclineRequestSchema>;

/** Sent with the booking's Idempotency-Key header (`BookingHeadersSchema`): a retry gets the first move's answer. */
export const WaitlistAcceptRequestSchema = z.strictObject({
  token: WaitlistOfferTokenSchema,
  language: LanguageSchema.optional(),
});
export type WaitlistAcceptRequest = z.infer<typeof WaitlistAcceptRequestSchema>;

const SeatTimeSchema = z.object({ timestamp: z.string(), timezone: z.string() });

/**
 * What an offer link shows: the held seat while the offer stands (with the hold's code, so the patient form books
 * it); that the link's holder accepted it; or that it is taken (run out, passed on or withdrawn), with the next
 * three open times of the service at that place.
 */
export const WaitlistOfferViewSchema = z.object({
  status: z.enum(['offered', 'accepted', 'taken']),
  kind: z.enum(['notify-me', 'earlier']),
  businessName: z.enum(BUSINESS_NAMES),
  expiresAt: z.string(),
  seat: SeatTimeSchema.extend({
    serviceIds: z.array(z.number().int()),
    services: z.array(z.object({ id: z.number().int(), name: z.string() })),
    durationMinutes: z.number().int().positive(),
    /** The hold's code, only while the offer stands. */
    reservationCode: z.string().nullable(),
  }),
  provider: z.object({
    providerId: z.string(),
    kind: z.enum(['clinic', 'virtual', 'dietitian']),
    name: z.string(),
    phone: z.string().nullable(),
    address: StreetAddressSchema.nullable(),
  }),
  /** The appointment an "earlier" offer would move. */
  currentAppointment: SeatTimeSchema.nullable(),
  /** When the offer is taken: the next open times of the service at that place, at most three. */
  nextTimes: z.array(SeatTimeSchema),
});
export type WaitlistOfferView = z.infer<typeof WaitlistOfferViewSchema>;

export const WaitlistOfferResponseSchema = dataEnvelope('waitlistOffer', WaitlistOfferViewSchema);
export type WaitlistOfferResponse = z.infer<typeof WaitlistOfferResponseSchema>;

export const WaitlistDeclineResponseSchema = dataEnvelope(
  'waitlistEntry',
  z.object({ status: z.enum(WAITLIST_ENTRY_STATUSES) }),
);
