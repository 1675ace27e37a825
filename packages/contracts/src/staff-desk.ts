import { z } from 'zod';
import { NamedGrantSchema } from './staff-identity.js';

export const ATTENDANCE = ['checked-in', 'no-show', 'completed'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** Why a clinic cancels a visit, coded (issue: cancel on behalf). */
export const CLINIC_CANCEL_REASONS = [
  'provider-unavailable',
  'clinic-closed',
  'weather',
  'patient-asked',
  'other',
] as const;
export type ClinicCancelReason = (typeof CLINIC_CANCEL_REASONS)[number];
export const INTERNAL_NOTE_MAX = 500;
export const SCHEDULE_MAX_DAYS = 7;

export const StaffClinicSchema = z.object({
  id: z.string(),
  divisionNumber: z.string(),
  storeNumber: z.string(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  timeZone: z.string(),
});
export type StaffClinic = z.infer<typeof StaffClinicSchema>;

/** The clinics whose schedule the member may see, matching `q` (name, city, store number), at most `limit`. */
export const ClinicsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ClinicsResponseSchema = z.object({ data: z.object({ clinics: z.array(StaffClinicSchema) }) });

export const ScheduleQuerySchema = z.object({
  /** The first day, in the clinic's time zone. */
  from: z.iso.date(),
  days: z.coerce.number().int().min(1).max(SCHEDULE_MAX_DAYS).default(1),
});

/** One visit on the day list: what the front desk needs, nothing more until they open it. */
export const ScheduledVisitSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  services: z.array(z.string()),
  /** The services' ids, in the order of their names: what a move of the visit asks free times for. */
  serviceIds: z.array(z.number().int()),
  status: z.enum(['BOOKED', 'CANCELED']),
  attendance: z.enum(ATTENDANCE).nullable(),
  cancelReason: z.enum(CLINIC_CANCEL_REASONS).nullable(),
  patient: z.object({ firstName: z.string(), lastName: z.string() }),
  language: z.string().nullable(),
  /** The Yes/No prescreen answers, by the booking field they answer; the list names the questions once. */
  prescreen: z.array(z.object({ field: z.string(), answer: z.string() })),
});
export type ScheduledVisit = z.infer<typeof ScheduledVisitSchema>;

export const ScheduleResponseSchema = z.object({
  data: z.object({
    clinic: StaffClinicSchema,
    /** The prescreen's questions as the patient form asks them now, in its order: said once, not on every visit. */
    questions: z.array(z.object({ field: z.string(), text: z.string() })),
    days: z.array(z.object({ date: z.string(), visits: z.array(ScheduledVisitSchema) })),
  }),
});

/** An opened visit: the contact details and answers the day list leaves out. */
export const VisitDetailResponseSchema = z.object({
  data: z.object({
    visit: ScheduledVisitSchema.extend({
      clinicId: z.string(),
      dateOfBirth: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      /** Whether the patient can be told of a cancellation, and how. */
      channels: z.object({ email: z.boolean(), sms: z.boolean() }),
      /** The staff member who booked it with the patient on the phone; null when the patient booked online. */
      bookedBy: z.string().nullable(),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  }),
});

export const AttendanceRequestSchema = z.object({ attendance: z.enum(ATTENDANCE).nullable() });
export const CancellationRequestSchema = z.object({
  reason: z.enum(CLINIC_CANCEL_REASONS),
  note: z.string().trim().max(INTERNAL_NOTE_MAX).optional(),
});
export const VisitChangedResponseSchema = z.object({
  data: z.object({
    visit: ScheduledVisitSchema,
    /** For a cancellation: the channels the patient is told through (none: the clinic must call). */
    notified: z.object({ email: z.boolean(), sms: z.boolean() }).optional(),
  }),
});

export const AuditQuerySchema = z.object({
  staffId: z.string().max(64).optional(),
  appointmentId: z.string().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
/** A service the trail names by id, with the catalog's name for it (null once the catalog has none). */
const AuditServiceSchema = z.object({ id: z.number().int(), name: z.string().nullable() });
/** What a change that could touch booked visits was told to do with them; null: there were none in the way. */
const AuditBookingsSchema = z.object({
  affectedVisits: z.number().int().nullable(),
  bookings: z.enum(['keep', 'cancel']).nullable(),
});

/**
 * What a trail row records beyond who, what and where, by kind (decision 072). Instants are ISO strings; local
 * wall-clock times ("YYYY-MM-DDTHH:mm", "HH:mm") and calendar dates are the clinic's own. Codes, counts, ids and
 * times only: no kind carries a patient's name, contact, date of birth or answers.
 */
export const AuditDetailsSchema = z.discriminatedUnion('kind', [
  /** reschedule-on-behalf: the visit's time before and after. */
  z.object({ kind: z.literal('move'), from: z.string(), to: z.string() }),
  /** record-attendance: null is "not recorded". */
  z.object({ kind: z.literal('attendance'), from: z.enum(ATTENDANCE).nullable(), to: z.enum(ATTENDANCE).nullable() }),
  /**
   * cancel-on-behalf: the coded reason; `alongWith`, the visit whose cancellation took this follow-up with it;
   * `byChange`, the closure, block or hours change that canceled it.
   */
  z.object({
    kind: z.literal('cancellation'),
    cancelReason: z.enum(CLINIC_CANCEL_REASONS).nullable(),
    alongWith: z.string().nullable(),
    byChange: z.object({ action: z.string(), id: z.string().nullable() }).nullable(),
  }),
  /** book-on-behalf. */
  z.object({ kind: z.literal('booking'), services: z.array(AuditServiceSchema), startsAt: z.string() }),
  /** hold-on-behalf. */
  z.object({ kind: z.literal('hold'), service: AuditServiceSchema, startsAt: z.string(), expiresAt: z.string() }),
  /** add-closure, remove-closure: [startsLocal, endsLocal) on the clinic's wall clock. */
  AuditBookingsSchema.extend({
    kind: z.literal('closure'),
    startsLocal: z.string(),
    endsLocal: z.string(),
    wholeDay: z.boolean(),
  }),
  /** block-time: the span of each date, [from, to). */
  AuditBookingsSchema.extend({
    kind: z.literal('block'),
    from: z.string(),
    to: z.string(),
    dates: z.array(z.string()),
  }),
  /** remove-block: how many days of it were given back. */
  z.object({ kind: z.literal('block-removed'), days: z.number().int() }),
  /** edit-hours. */
  AuditBookingsSchema.extend({ kind: z.literal('hours') }),
  /** read-schedule: the days read, and how many visits were listed. */
  z.object({
    kind: z.literal('schedule-read'),
    from: z.string(),
    days: z.number().int(),
    visits: z.number().int().nullable(),
  }),
  /** read-audit: how many entries were answered, for which filter. */
  z.object({
    kind: z.literal('trail-read'),
    entries: z.number().int(),
    filter: z.object({
      staffId: z.string().nullable(),
      appointmentId: z.string().nullable(),
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
  }),
  /** grants-changed: each role with its place's name as it is now. */
  z.object({ kind: z.literal('grants'), added: z.array(NamedGrantSchema), revoked: z.array(NamedGrantSchema) }),
  /** invite-created, renewal-invite-created: the roles the invite gives, and when its link stops working. */
  z.object({ kind: z.literal('invite'), grants: z.array(NamedGrantSchema), expiresAt: z.string() }),
  /** passkey-registered: a returning member's new passkey, or a new member with the invite's roles. */
  z.object({ kind: z.literal('registration'), renewal: z.boolean(), grants: z.array(NamedGrantSchema) }),
  /** passkey-revoked by a manager: whose passkey it was. */
  z.object({ kind: z.literal('member-passkey'), staffId: z.string() }),
]);
export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  role: z.string().nullable(),
  authMethod: z.string(),
  session: z.string().nullable(),
  action: z.string(),
  subjectKind: z.string().nullable(),
  subjectId: z.string().nullable(),
  clinicId: z.string().nullable(),
  outcome: z.enum(['ok', 'denied', 'failed']),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The clinic's IANA zone, for its times; null for a row of no clinic. */
  clinicTimeZone: z.string().nullable(),
  /** Where the request came in when not from the console. */
  via: z.enum(['fhir']).nullable(),
  /** Null for an action that records nothing more (a sign-in, a refusal, the read of a visit). */
  details: AuditDetailsSchema.nullable(),
});
export const AuditResponseSchema = z.object({
  data: z.object({ entries: z.array(AuditEntrySchema), before: z.number().int().nullable() }),
});

/** The path parameters: a clinic's provider id, an appointment's id. */
export const StaffClinicParamsSchema = z.object({ clinicId: z.string().min(1).max(64) });
export const StaffAppointmentParamsSchema = z.object({ appointmentId: z.string().min(1).max(64) });
