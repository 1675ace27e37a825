import { z } from 'zod';
import { BookedAppointmentSchema, ConfirmCodeSchema, InstantSchema, TimeZoneSchema } from './appointments.js';
import { LanguageSchema } from './language.js';
import { LicensureStateCodeSchema, OpaqueCodeSchema, ProviderIdSchema } from './reservations.js';

/**
 * Moves a booked appointment (our extension of §7): the new seat is held first (`reservationCode`), then
 * claimed while the old one is given back, in one transaction. The id and the confirmation code stay. A move onto
 * the time and place the appointment has changes nothing, and is answered with the appointment as it is.
 */
export const RescheduleRequestSchema = z.object({
  confirmCode: ConfirmCodeSchema,
  dateTime: InstantSchema,
  reservationCode: OpaqueCodeSchema.optional(),
  /** Another clinic offering the same services; the same one when left out. */
  locationNumber: ProviderIdSchema.optional(),
  /** The patient's state, for a virtual visit: the provider must be licensed there. */
  licensureState: LicensureStateCodeSchema.optional(),
  /** Required when the appointment has a follow-up: both move together or neither does. */
  followupAppointment: z
    .object({
      dateTime: z.object({ value: InstantSchema, timezone: TimeZoneSchema }),
      reservationCode: OpaqueCodeSchema.optional(),
    })
    .optional(),
  /**
   * The language the visitor moved it in: the messages about the appointment are written in it from now on. Left
   * out, the appointment keeps the language it has.
   */
  language: LanguageSchema.optional(),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** A booked appointment's answer without its confirmation code, which the visitor already has. */
const MovedAppointmentSchema = BookedAppointmentSchema.omit({ confirmCode: true });
export type MovedAppointment = z.infer<typeof MovedAppointmentSchema>;

export const RescheduleResponseSchema = z.object({
  data: z.object({ appointment: MovedAppointmentSchema, followupAppointment: MovedAppointmentSchema.optional() }),
});
export type RescheduleResponse = z.infer<typeof RescheduleResponseSchema>;
