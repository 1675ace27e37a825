export {
  bulkPublishManifest,
  type FeedDeps,
  type FeedFileRead,
  feedInstant,
  type Manifest,
  readFeedFile,
} from './bulk-publish.service.js';
export { capabilityStatement, SEARCH_PARAMETERS } from './capability-statement.js';
export { type FeedFile, feedFileName, parseFeedFileName } from './feed-files.js';
export { findAppointments } from './fhir-find.service.js';
export { bookOperation, type FhirOperationDeps, holdOperation } from './fhir-operations.service.js';
export { findQueryOf } from './fhir-parameters.js';
export {
  type FhirReadDeps,
  readHealthcareService,
  readLocation,
  readSchedule,
  readSlot,
  searchHealthcareServices,
  searchLocations,
  searchSchedules,
  searchSlots,
} from './fhir-read.service.js';
export {
  type BookingLinkTarget,
  bookingLink,
  type ClinicProvider,
  locationResource,
  type PublicSite,
  type ScheduleService,
  type SlotInput,
  scheduleId,
  scheduleResource,
  slotId,
  slotResource,
} from './fhir-resources.js';
export { appointmentStatusOf, SEAT_STATES, SLOT_STATUS_OF_SEAT } from './fhir-statuses.js';
export { type SlotPart, type SlotSeats, slotPartsOf } from './fhir-vocabulary.js';
export { type Issue, type IssueType, issueTypeOf, operationOutcome } from './operation-outcome.js';
export { searchProvenAppointment } from './proven-appointment.js';
export { readStaffAppointment, type StaffFhirDeps, searchStaffAppointments } from './staff-appointments.js';
