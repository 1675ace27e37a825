import type { Appointment, AppointmentParticipant, Slot } from '@medplum/fhirtypes';
import type { appointments } from '#api/db/schema.js';

/**
 * How every state our scheduling knows maps onto R4's statuses, each to exactly one (decision 061). The tables
 * are typed over the database's own enums, so a new internal state does not compile until it is mapped, and
 * fhir-statuses.test.ts enumerates them against the R4 code systems.
 */

export type AppointmentStatus = Appointment['status'];
export type SlotStatus = Slot['status'];
type ParticipantStatus = AppointmentParticipant['status'];

type StoredStatus = (typeof appointments.$inferSelect)['status'];
type Attendance = NonNullable<(typeof appointments.$inferSelect)['attendance']>;
type ClinicCancelReason = NonNullable<(typeof appointments.$inferSelect)['cancelReason']>;

/**
 * One seat of a start time, as the slot ledger has it at `now`: nobody's, held by an unexpired hold, kept by a
 * hold that has lapsed (which takes no seat), or booked.
 */
export const SEAT_STATES = ['open', 'held', 'hold-lapsed', 'booked'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export const SLOT_STATUS_OF_SEAT: Readonly<Record<SeatState, SlotStatus>> = {
  open: 'free',
  held: 'busy-tentative',
  'hold-lapsed': 'free',
  booked: 'busy',
};

/** Every state an appointment can be in, as the FHIR API shows one. */
export type AppointmentState =
  /** A free start $find offers. */
  | { kind: 'proposed' }
  /** A hold $hold took: running until its expiry, or lapsed (or released) since. */
  | { kind: 'hold'; lapsed: boolean }
  /** A stored appointment: booked or canceled, with what the clinic recorded of the visit. */
  | { kind: 'appointment'; status: StoredStatus; attendance: Attendance | null };

const BOOKED_STATUS: Readonly<Record<Attendance | 'none', AppointmentStatus>> = {
  none: 'booked',
  'checked-in': 'checked-in',
  'no-show': 'noshow',
  completed: 'fulfilled',
};

const STORED_STATUS: Readonly<Record<StoredStatus, (attendance: Attendance | null) => AppointmentStatus>> = {
  BOOKED: (attendance) => BOOKED_STATUS[attendance ?? 'none'],
  // A canceled visit stays canceled whatever was recorded of it before.
  CANCELED: () => 'cancelled',
};

export function appointmentStatusOf(state: AppointmentState): AppointmentStatus {
  if (state.kind === 'proposed') return 'proposed';
  if (state.kind === 'hold') return state.lapsed ? 'cancelled' : 'pending';
  return STORED_STATUS[state.status](state.attendance);
}

/** How the clinic and the patient take part, by the appointment's status. */
const PARTICIPATION: Readonly<Record<AppointmentStatus, ParticipantStatus>> = {
  proposed: 'needs-action',
  pending: 'tentative',
  booked: 'accepted',
  arrived: 'accepted',
  'checked-in': 'accepted',
  fulfilled: 'accepted',
  noshow: 'accepted',
  cancelled: 'declined',
  'entered-in-error': 'declined',
  waitlist: 'needs-action',
};

export const participationOf = (status: AppointmentStatus): ParticipantStatus => PARTICIPATION[status];

/** HL7's appointment cancellation reasons (R4, terminology.hl7.org), with their displays. */
export const CANCELLATION_REASON_SYSTEM = 'http://terminology.hl7.org/CodeSystem/appointment-cancellation-reason';

export const CANCELLATION_REASONS: Readonly<Record<string, string>> = {
  pat: 'Patient',
  'pat-crs': 'Patient: Canceled via automated reminder system',
  'pat-cpp': 'Patient: Canceled via Patient Portal',
  'pat-dec': 'Patient: Deceased',
  'pat-fb': 'Patient: Feeling Better',
  'pat-lt': 'Patient: Lack of Transportation',
  'pat-mt': 'Patient: Member Terminated',
  'pat-mv': 'Patient: Moved',
  'pat-preg': 'Patient: Pregnant',
  'pat-swl': 'Patient: Scheduled from Wait List',
  'pat-ucp': 'Patient: Unhappy/Changed Provider',
  prov: 'Provider',
  'prov-pers': 'Provider: Personal',
  'prov-dch': 'Provider: Discharged',
  'prov-edu': 'Provider: Edu/Meeting',
  'prov-hosp': 'Provider: Hospitalized',
  'prov-labs': 'Provider: Labs Out of Acceptable Range',
  'prov-mri': 'Provider: MRI Screening Form Marked Do Not Proceed',
  'prov-onc': 'Provider: Oncology Treatment Plan Changes',
  maint: 'Equipment Maintenance/Repair',
  'meds-inc': 'Prep/Med Incomplete',
  other: 'Other',
  'oth-cms': 'Other: CMS Therapy Cap Service Not Authorized',
  'oth-err': 'Other: Error',
  'oth-fin': 'Other: Financial',
  'oth-iv': 'Other: Improper IV Access/Infiltrate IV',
  'oth-int': 'Other: No Interpreter Available',
  'oth-mu': 'Other: Prep/Med/Results Unavailable',
  'oth-room': 'Other: Room/Resource Maintenance',
  'oth-oerr': 'Other: Schedule Order Error',
  'oth-swie': 'Other: Silent Walk In Error',
  'oth-weath': 'Other: Weather',
};

/**
 * The HL7 reason a stored cancellation is read back with: the clinic's coded reason, or `pat` when the patient
 * cancelled (we keep that the patient did, never why: a finer reason may be health data).
 */
const REASON_OF_CLINIC: Readonly<Record<ClinicCancelReason | 'patient', string>> = {
  patient: 'pat',
  'patient-asked': 'pat',
  'provider-unavailable': 'prov',
  'clinic-closed': 'other',
  weather: 'oth-weath',
  other: 'other',
};

export function cancellationReasonOf(reason: ClinicCancelReason | null) {
  const code = REASON_OF_CLINIC[reason ?? 'patient'];
  return { coding: [{ system: CANCELLATION_REASON_SYSTEM, code, display: CANCELLATION_REASONS[code]! }] };
}
