import { LANGUAGES } from '@hs/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { providers } from './directory-schema.js';
import { staffMembers } from './staff-schema.js';

/**
 * A booked appointment. Patient data is stored only encrypted (`patientData`); `patientKey` is a keyed hash of
 * name and date of birth so the one-per-day rule can be checked without the clear values.
 * `confirmCodeHash` is a keyed hash: the code is shown once, at booking, and kept only sealed
 * (`confirmCodeSealed`), so that key rotation can hash it again under a new key (decision 039).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    confirmCodeHash: text('confirm_code_hash').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    businessName: text('business_name').notNull(),
    serviceIds: integer('service_ids').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** The appointment's calendar day in the provider's zone, for the one-per-day rule. */
    localDate: text('local_date').notNull(),
    status: text('status', { enum: ['BOOKED', 'CANCELED'] }).notNull(),
    /** Set on a follow-up: the first appointment of the series. */
    firstAppointmentId: text('first_appointment_id'),
    patientKey: text('patient_key').notNull(),
    /**
     * The key `confirmCodeHash` and `patientKey` were made with. Null on rows booked before key ids were kept
     * (they were made with the key listed last then); `npm run rotate-keys` names it.
     */
    hashKeyId: text('hash_key_id'),
    /** The confirmation code, sealed; null on rows booked before it was kept, whose hashes cannot be re-keyed. */
    confirmCodeSealed: text('confirm_code_sealed'),
    patientData: text('patient_data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Changes of the appointment (each move, and its cancellation): the calendar entry's SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    /** Set by the signed link in a reminder: no further reminders for this appointment. */
    remindersOff: boolean('reminders_off').notNull().default(false),
    /** What the clinic recorded of the visit (decision 053); each can be taken back within a day. */
    attendance: text('attendance', { enum: ['checked-in', 'no-show', 'completed'] }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** Why the clinic cancelled it, coded (decision 053); null when the patient cancelled. */
    cancelReason: text('cancel_reason', {
      enum: ['provider-unavailable', 'clinic-closed', 'weather', 'patient-asked', 'other'],
    }),
    /** The language the patient booked or last moved it in: every message about it is written in it (decision 058). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The staff member who booked it with the patient on the phone (decision 056); null when booked online. */
    bookedBy: text('booked_by').references(() => staffMembers.id),
    /**
     * A booking that came through an open availability deep link: the referring finder's `source` and its
     * `booking-referral` handle, as the link carried them (SMART Scheduling Links); null otherwise.
     */
    referralSource: text('referral_source'),
    bookingReferral: text('booking_referral'),
  },
  (t) => [
    index('appointments_patient_day_idx').on(t.patientKey, t.localDate),
    index('appointments_first_idx').on(t.firstAppointmentId),
    /** Find my appointment starts from the code alone. */
    index('appointments_confirm_code_idx').on(t.confirmCodeHash),
    /** A clinic's day and week lists (staff console). */
    index('appointments_provider_starts_idx').on(t.providerId, t.startsAt),
    check('appointments_language', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * The slot inventory's ledger: one row per occupied seat of a provider's 15-minute cell, either a hold
 * (expiresAt set) or a booking (appointmentId set); a longer service claims every cell it covers. The primary key and the seat check make over-booking impossible in
 * the database itself; an expired hold is simply ignored by reads and replaced by the next claim.
 */
export const slotClaims = pgTable(
  'slot_claims',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seat: integer('seat').notNull(),
    capacity: integer('capacity').notNull(),
    serviceId: integer('service_id').notNull(),
    reservationCode: text('reservation_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    appointmentId: text('appointment_id').references(() => appointments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.startsAt, t.seat] }),
    check('slot_claims_seat_within_capacity', sql`${t.seat} >= 1 and ${t.seat} <= ${t.capacity}`),
    check('slot_claims_hold_or_booking', sql`(${t.expiresAt} is null) <> (${t.appointmentId} is null)`),
    index('slot_claims_starts_idx').on(t.startsAt),
    index('slot_claims_reservation_idx').on(t.reservationCode),
    index('slot_claims_appointment_idx').on(t.appointmentId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The ledger's claims summed per provider and UTC day, kept by a deferred trigger on slot_claims in the
 * transaction that changes them (migration 0007), so a search reads one small row per provider-day instead
 * of every claim. `booked` holds one byte per 15-minute cell of the day (96): the seats booked in it. Holds
 * lapse with time, so each is kept with its expiry (`holdCells[i]` expires at `holdExpiries[i]`, epoch
 * milliseconds, as a search compares them) and a reader counts the ones still running at its own `now`.
 */
export const slotOccupancy = pgTable(
  'slot_occupancy',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    day: date('day').notNull(),
    booked: bytea('booked').notNull(),
    holdCells: smallint('hold_cells').array().notNull().default(sql`'{}'`),
    holdExpiries: doublePrecision('hold_expiries').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.day] }),
    check('slot_occupancy_day_of_cells', sql`length(${t.booked}) = 96`),
    check('slot_occupancy_holds_paired', sql`cardinality(${t.holdCells}) = cardinality(${t.holdExpiries})`),
  ],
);

/** Append-only record of reserve, book, release, cancel and reschedule; holds no patient data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action', { enum: ['reserve', 'release', 'book', 'cancel', 'reschedule'] }).notNull(),
    providerId: text('provider_id'),
    appointmentId: text('appointment_id'),
    reservationCode: text('reservation_code'),
    requestId: text('request_id'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * Answers already given to a booking request with this Idempotency-Key, so a retry gets the same answer. The
 * request's digest is sealed with the answer; `requestHash`, a keyed hash, is only on rows written before that.
 * Kept 24 hours from the first request (decision 068); the index lets the hourly deletion find them without a scan.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash'),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
