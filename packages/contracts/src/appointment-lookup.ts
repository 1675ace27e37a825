import { BUSINESS_NAMES, patientNameField } from '@hs/domain';
import { z } from 'zod';
import { APPOINTMENT_STATUSES, ConfirmCodeSchema } from './appointments.js';
import { StreetAddressSchema } from './street-address.js';

/** Find my appointment: the code and two facts only the patient knows. Sent in a POST body, never in a URL. */
export const AppointmentLookupRequestSchema = z.object({
  confirmCode: ConfirmCodeSchema,
  lastName: patientNameField(),
  dateOfBirth: z.iso.date({ message: 'Please enter a valid date.' }),
});
export type AppointmentLookupRequest = z.infer<typeof AppointmentLookupRequestSchema>;

const ManagedVisitSchema = z.object({
  id: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  timestamp: z.string(),
  timezone: z.string(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  sequence: z.number().int().min(0),
  /** How long the visit lasts, as its calendar entries say. */
  durationMinutes: z.number().int().positive(),
});
export type ManagedVisit = z.infer<typeof ManagedVisitSchema>;

/** What the manage page shows and needs to move an appointment: what, when, where and status; never who. */
export const ManagedAppointmentSchema = ManagedVisitSchema.extend({
  businessName: z.enum(BUSINESS_NAMES),
  isFollowup: z.boolean(),
  provider: z.object({
    providerId: z.string(),
    kind: z.enum(['clinic', 'virtual', 'dietitian']),
    name: z.string(),
    phone: z.string().nullable(),
    address: StreetAddressSchema.nullable(),
  }),
  /** The first appointment's follow-up, still booked; it must move with it. */
  followupAppointment: ManagedVisitSchema.nullable(),
  /** Days the follow-up must wait after the first appointment (on a first appointment with a follow-up). */
  followupAfterDays: z.number().int().min(0).nullable(),
  /** On a follow-up: the first day it may move to (its first appointment's day plus the interval). */
  earliestDate: z.string().nullable(),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointmentSchema>;

export const AppointmentLookupResponseSchema = z.object({ data: z.object({ appointment: ManagedAppointmentSchema }) });
export type AppointmentLookupResponse = z.infer<typeof AppointmentLookupResponseSchema>;
