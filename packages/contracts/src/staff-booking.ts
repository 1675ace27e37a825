import { BasicInfoSchema, ConsentDetailsSchema } from '@hs/domain';
import { z } from 'zod';
import { BookingRequestSchema, InstantSchema, ServiceIdSchema } from './appointments.js';
import { serviceIdsParam } from './availability.js';
import { LocalDateTimeSchema, OpaqueCodeSchema, ReservationSchema } from './reservations.js';
import { ScheduledVisitSchema } from './staff-desk.js';
import { ClinicParamsSchema } from './staff-hours.js';

/**
 * Booking and moving visits for a patient on the phone (issue 31): the staff console's side of the public
 * site's search, hold, booking and reschedule, checked by the same rules on the server.
 */

export const ClinicServicesResponseSchema = z.object({
  data: z.object({
    services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const OpenTimesQuerySchema = z.object({
  /** One visit's services, as the public search names them (comma-joined or repeated). */
  serviceIds: serviceIdsParam,
  /** The day, on the clinic's calendar. */
  date: z.iso.date(),
});

export const OpenTimesResponseSchema = z.object({
  data: z.object({
    date: z.string(),
    timeZone: z.string(),
    /** The free starts that day, as the public results offer them: the clinic's wall clock with its offset. */
    times: z.array(z.string()),
    /** The first free start after that day within the services' booking window, if any. */
    nextAvailable: z.string().nullable(),
  }),
});

/** The public reservation's own fields; the clinic is in the path and its business is the clinic's. */
export const StaffHoldRequestSchema = z.object({ serviceId: ServiceIdSchema, reservationTime: LocalDateTimeSchema });
export const StaffHoldResponseSchema = z.object({ data: z.object({ hold: ReservationSchema }) });
export const StaffHoldParamsSchema = ClinicParamsSchema.extend({ reservationCode: OpaqueCodeSchema });

/**
 * What the front desk asks the patient on the phone, checked as the public booking checks it. No consent is given
 * for the patient and nothing beyond contact and identity is taken: the clinic asks the rest at the visit.
 */
export const StaffPatientSchema = BasicInfoSchema.pick({
  firstName: true,
  lastName: true,
  dateOfBirth: true,
  phone: true,
  email: true,
  address: true,
  preferredLanguage: true,
});

export const StaffBookingRequestSchema = z.object({
  serviceIds: BookingRequestSchema.shape.serviceIds,
  dateTime: InstantSchema,
  reservationCode: OpaqueCodeSchema,
  basicInfo: StaffPatientSchema,
  /** Whether the patient agreed to text messages on a mobile number (§3 smsConsent). */
  consentDetails: ConsentDetailsSchema.pick({ smsConsent: true }),
});
export type StaffBookingRequest = z.infer<typeof StaffBookingRequestSchema>;

export const StaffRescheduleRequestSchema = z.object({ dateTime: InstantSchema, reservationCode: OpaqueCodeSchema });

export const StaffBookingResponseSchema = z.object({
  data: z.object({
    /** The new visit as the day list shows it. */
    visit: ScheduledVisitSchema,
    /** For the patient, who manages the visit online with it; their confirmation carries it too. */
    confirmCode: z.string(),
    /** How the patient is told of the booking: neither means the clinic must tell them. */
    notified: z.object({ email: z.boolean(), sms: z.boolean() }),
  }),
});
