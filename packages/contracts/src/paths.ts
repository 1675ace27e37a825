import type { ContentObjectParams } from './content.js';

/*
 * Every API path, in one place: the routes register these and the web client calls them. Plain strings, so that
 * naming an endpoint does not load zod, which the first screen fetches only when an answer needs checking (its
 * JavaScript budget).
 */

export const healthPath = '/health';
/** Liveness: the process answers. */
export const healthLivePath = '/health/live';
/** Readiness: migrated, seeded, the database reachable and not shutting down. */
export const healthReadyPath = '/health/ready';

const appointmentManagement = '/appointment-management';
export const servicesPath = `${appointmentManagement}/v1/services`;
export const benefitCodeValidatePath = `${appointmentManagement}/v1/benefit-code/validate`;
export const clinicsPath = `${appointmentManagement}/v1/clinics`;
export const clinicDetailsPath = `${appointmentManagement}/v1/clinic-details`;
export const physicalResultsPath = `${appointmentManagement}/v1/results/physical`;
export const virtualResultsPath = `${appointmentManagement}/v1/results/virtual`;
export const reservationsPath = `${appointmentManagement}/v1/appointment-reservations`;
export const reservationPath = `${reservationsPath}/:reservationCode`;
export const licensureStatesPath = `${appointmentManagement}/v2/licensure-states`;
export const appointmentsPath = `${appointmentManagement}/v2/appointments`;
export const appointmentPath = `${appointmentsPath}/:id`;
/** Our extensions: find an appointment by code, last name and date of birth (a POST, so nothing personal is in a URL), and move one. */
export const appointmentLookupPath = `${appointmentsPath}/lookup`;
export const reschedulePath = `${appointmentPath}/reschedule`;
/** Our extension: the signed link in a reminder that stops further reminders for its appointment. */
export const reminderOptOutPath = `${appointmentPath}/reminders/opt-out`;
export const timeslotsPath = `${appointmentManagement}/v3/timeslots`;
/** Our extension (decision 060): join a waitlist, confirm its code, leave it; see, accept or decline an offer. */
const waitlist = `${appointmentManagement}/v1/waitlist`;
export const waitlistEntriesPath = `${waitlist}/entries`;
export const waitlistConfirmPath = `${waitlistEntriesPath}/:id/confirm`;
export const waitlistLeavePath = `${waitlistEntriesPath}/:id/leave`;
export const waitlistOfferPath = `${waitlist}/offers/lookup`;
export const waitlistAcceptPath = `${waitlist}/offers/accept`;
export const waitlistDeclinePath = `${waitlist}/offers/decline`;
/**
 * A text message's link to an offer: it redirects to the offer's page, and the browser carries the token (in the
 * fragment) over. The page's own address would take half of what two segments hold.
 */
export const waitlistOfferTextPath = '/o';

export const addressValidationPath = '/atlas/v1/locator/address-validation';

/** The older clinic locator API the locator screens call. */
const tlcApi = '/tlc/api';
export const locatorClinicSearchPath = `${tlcApi}/clinic/search`;
export const locatorClinicPath = `${tlcApi}/clinic/:division/:store`;
export const locationSearchPath = `${tlcApi}/location/search`;
export const locationValidateAddressPath = `${tlcApi}/location/validateaddress`;

export const analyticsEventsPath = '/analytics/v1/events';

/** A banner's logo; `:version` is a hash of the SVG, so a changed logo gets a new URL and old copies never go stale. */
export const brandLogoPath = '/brand-logos/:slug/:version.svg';

export function brandLogoUrl(slug: string, version: string): string {
  return `/brand-logos/${encodeURIComponent(slug)}/${version}.svg`;
}

export const contentObjectPath = '/content/v2/objects/:schema/:version/:dir/:name.json';
export const contentDocumentPath = '/content/:kind/1.0.0/:id.json';

export function contentObjectUrl(params: ContentObjectParams): string {
  return `/content/v2/objects/${params.schema}/${params.version}/${params.dir}/${params.name}.json`;
}

/** Our FHIR R4 endpoints: the SMART Scheduling Links feed (decision 059) and the scheduling API (decision 061). */
export const fhirBasePath = '/fhir';
/** The feed's manifest; its files are beside it. */
export const bulkPublishPath = `${fhirBasePath}/$bulk-publish`;
export const bulkPublishFilePath = `${bulkPublishPath}/:file`;
export const fhirMetadataPath = `${fhirBasePath}/metadata`;
/** The resource types the API reads and searches: each is searched at `/fhir/<type>`, read at `/fhir/<type>/:id`. */
export const fhirLocationPath = `${fhirBasePath}/Location`;
export const fhirLocationReadPath = `${fhirLocationPath}/:id`;
export const fhirHealthcareServicePath = `${fhirBasePath}/HealthcareService`;
export const fhirHealthcareServiceReadPath = `${fhirHealthcareServicePath}/:id`;
export const fhirSchedulePath = `${fhirBasePath}/Schedule`;
export const fhirScheduleReadPath = `${fhirSchedulePath}/:id`;
export const fhirSlotPath = `${fhirBasePath}/Slot`;
export const fhirSlotReadPath = `${fhirSlotPath}/:id`;
/** A clinic's Appointments and one Appointment, with their patients: for a signed-in staff member only. */
export const fhirAppointmentPath = `${fhirBasePath}/Appointment`;
export const fhirAppointmentReadPath = `${fhirAppointmentPath}/:id`;
export const fhirFindPath = `${fhirBasePath}/Appointment/$find`;
export const fhirHoldPath = `${fhirBasePath}/Appointment/$hold`;
export const fhirBookPath = `${fhirBasePath}/Appointment/$book`;
/** One's own appointment, found with its proof in a form body (FHIR's search by POST). */
export const fhirAppointmentSearchPath = `${fhirBasePath}/Appointment/_search`;
