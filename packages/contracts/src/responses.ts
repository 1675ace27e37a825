import { z } from 'zod';
import { AddressValidationResponseSchema } from './address-validation.js';
import { AnalyticsAcceptedResponseSchema } from './analytics.js';
import { AppointmentLookupResponseSchema } from './appointment-lookup.js';
import { AppointmentDetailsResponseSchema, BookingResponseSchema, CancelResponseSchema } from './appointments.js';
import { AvailabilityResponseSchema } from './availability.js';
import { BenefitCodeResponseSchema } from './benefit-codes.js';
import { ClinicDetailsResponseSchema, ClinicsResponseSchema } from './clinics.js';
import { ContentDocumentResponseSchema, ContentObjectResponseSchema } from './content.js';
import { LicensureResponseSchema } from './licensure.js';
import { LocationSearchResponseSchema } from './locations.js';
import {
  addressValidationPath,
  analyticsEventsPath,
  appointmentLookupPath,
  appointmentPath,
  appointmentsPath,
  benefitCodeValidatePath,
  clinicDetailsPath,
  clinicsPath,
  contentDocumentPath,
  contentObjectPath,
  licensureStatesPath,
  locationSearchPath,
  physicalResultsPath,
  reschedulePath,
  reservationPath,
  reservationsPath,
  servicesPath,
  timeslotsPath,
  virtualResultsPath,
  waitlistAcceptPath,
  waitlistConfirmPath,
  waitlistDeclinePath,
  waitlistEntriesPath,
  waitlistOfferPath,
} from './paths.js';
import { RescheduleResponseSchema } from './reschedule.js';
import { ReservationResponseSchema } from './reservations.js';
import { ServicesResponseSchema } from './services.js';
import { WaitlistDeclineResponseSchema, WaitlistEntryResponseSchema, WaitlistOfferResponseSchema } from './waitlist.js';

/** The answer of an endpoint that answers 204 No Content: no body at all. */
const NoContentSchema = z.undefined();

/**
 * The successful answer of every endpoint the web app calls, by method and path: the schema its route answers
 * with. The web app types its calls from this table and checks answers against it in development and tests
 * only; the production build carries none of it (decision 046).
 */
export const responseSchemas = {
  [`GET ${servicesPath}`]: ServicesResponseSchema,
  [`GET ${benefitCodeValidatePath}`]: BenefitCodeResponseSchema,
  [`GET ${clinicsPath}`]: ClinicsResponseSchema,
  [`GET ${clinicDetailsPath}`]: ClinicDetailsResponseSchema,
  [`GET ${physicalResultsPath}`]: AvailabilityResponseSchema,
  [`GET ${virtualResultsPath}`]: AvailabilityResponseSchema,
  [`GET ${timeslotsPath}`]: AvailabilityResponseSchema,
  [`POST ${reservationsPath}`]: ReservationResponseSchema,
  [`DELETE ${reservationPath}`]: NoContentSchema,
  [`GET ${licensureStatesPath}`]: LicensureResponseSchema,
  [`POST ${appointmentsPath}`]: BookingResponseSchema,
  [`GET ${appointmentPath}`]: AppointmentDetailsResponseSchema,
  [`PUT ${appointmentPath}`]: CancelResponseSchema,
  [`POST ${appointmentLookupPath}`]: AppointmentLookupResponseSchema,
  [`POST ${reschedulePath}`]: RescheduleResponseSchema,
  [`POST ${waitlistEntriesPath}`]: WaitlistEntryResponseSchema,
  [`POST ${waitlistConfirmPath}`]: WaitlistEntryResponseSchema,
  [`POST ${waitlistOfferPath}`]: WaitlistOfferResponseSchema,
  [`POST ${waitlistAcceptPath}`]: RescheduleResponseSchema,
  [`POST ${waitlistDeclinePath}`]: WaitlistDeclineResponseSchema,
  [`POST ${addressValidationPath}`]: AddressValidationResponseSchema,
  [`GET ${locationSearchPath}`]: LocationSearchResponseSchema,
  [`POST ${analyticsEventsPath}`]: AnalyticsAcceptedResponseSchema,
  [`GET ${contentObjectPath}`]: ContentObjectResponseSchema,
  [`GET ${contentDocumentPath}`]: ContentDocumentResponseSchema,
} as const satisfies Record<string, z.ZodType>;

/** 'METHOD /path', the path as its route names it (`:id` for a parameter). */
export type ApiRoute = keyof typeof responseSchemas;

/** What the server sends for `Route` when it succeeds. */
export type ApiResponse<Route extends ApiRoute> = z.output<(typeof responseSchemas)[Route]>;
