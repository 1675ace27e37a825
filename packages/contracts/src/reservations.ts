import { BUSINESS_NAMES, US_STATES } from '@hs/domain';
import { z } from 'zod';
import { dataEnvelope } from './data-envelope.js';
import { requireLocationOrState } from './location-or-state.js';

/** Codes and ids we hand out are ≥128 random bits in base64url; anything else cannot be one of ours. */
export const OpaqueCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Input must be valid.');

/** A waitlist offer link's token: the offer's id and 256 random bits, of which only a hash is kept (decision 060). */
export const WaitlistOfferTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/, 'This offer link is not complete. Please open it as it was sent.');

/** A provider id: clinics use division and store numbers, virtual teams and dietitians a slug. */
export const ProviderIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Input must be valid.');

const STATE_CODES = US_STATES.map((state) => state.code) as [string, ...string[]];
export const LicensureStateCodeSchema = z.enum(STATE_CODES);

/** 'YYYY-MM-DD HH:mm:ss', 24-hour, in the provider's time zone (§7, §9). */
export const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Input must be valid.');

export const ReservationRequestSchema = z
  .object({
    serviceId: z.number().int().positive().max(2_147_483_647),
    businessName: z.enum(BUSINESS_NAMES),
    reservationTime: LocalDateTimeSchema,
    locationNumber: ProviderIdSchema.optional(),
    licensureState: LicensureStateCodeSchema.optional(),
  })
  .superRefine(requireLocationOrState);
export type ReservationRequest = z.infer<typeof ReservationRequestSchema>;

export const ReservationSchema = z.object({
  reservationCode: z.string(),
  /** When the hold stops counting (ISO instant); the client must book before then. */
  expiresAt: z.string(),
  providerId: z.string(),
  timestamp: z.string(),
  timezone: z.string(),
  serviceId: z.number().int(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationResponseSchema = dataEnvelope('appointmentReservations', ReservationSchema);
export type ReservationResponse = z.infer<typeof ReservationResponseSchema>;

export const ReservationParamsSchema = z.object({ reservationCode: OpaqueCodeSchema });
