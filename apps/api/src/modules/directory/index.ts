export type { AffectedBooking } from './affected-bookings.js';
export type { ClinicClosure } from './clinic-rules.repository.js';
export {
  type CancelForbidden,
  type ClinicRulesEdit,
  type ClinicRulesOutcome,
  editClinicRules,
} from './clinic-rules-edit.js';
export type { DirectoryChanges, PartChanges } from './directory-diff.js';
export {
  type BookingPolicy,
  type ImportOutcome,
  type ImportRequest,
  importDirectory,
  seedDirectory,
} from './directory-import.service.js';
export { readDirectory as currentDirectory } from './directory-read.repository.js';
export { type DirectoryRows, directoryOfRows } from './directory-rows.js';
export { describeOutcome } from './import-report.js';
