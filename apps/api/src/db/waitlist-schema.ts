import { LANGUAGES } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { appointments } from './booking-schema.js';
import { providers } from './directory-schema.js';

/**
 * A patient waiting for a sooner seat (decision 060): "notify me" for a service at up to three clinics (or in a
 * state, for virtual care) within a window, or "earlier" for a booked appointment. The contact is kept sealed and
 * as a keyed hash (to count a contact's entries); the one-time code and the leave link only as hashes. The entry
 * is active once its code is confirmed, and deleted with its offers 30 days after it ends.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['notify-me', 'earlier'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'waiting', 'offered', 'booked', 'expired', 'declined', 'cancelled', 'lapsed'],
    }).notNull(),
    businessName: text('business_name').notNull(),
    serviceIds: integer('service_ids').array().notNull(),
    /** The clinics (or the one provider of the appointment); empty when a state is named instead. */
    providerIds: text('provider_ids').array().notNull(),
    licensureState: text('licensure_state'),
    /** The window's first and last days, as calendar dates (YYYY-MM-DD) on each provider's clock. */
    windowFrom: text('window_from').notNull(),
    windowTo: text('window_to').notNull(),
    /** The appointment an "earlier" entry would move. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The address or number, sealed with the entry id as associated data. */
    contactSealed: text('contact_sealed').notNull(),
    /**
     * The patient's date of birth, sealed with the entry id, kept only when the minimum age (§9) could still refuse
     * an offer: a "notify me" patient younger than that on joining. Erased when the entry ends (decision 065).
     */
    dateOfBirthSealed: text('date_of_birth_sealed'),
    /** A keyed hash of the address or number: at most three active entries per contact. */
    contactHash: text('contact_hash').notNull(),
    hashKeyId: text('hash_key_id').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The one-time code's keyed hash, until it is confirmed; wrong tries count against the entry. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** SHA-256 of the random token of the leave link every message carries. */
    leaveTokenHash: text('leave_token_hash').notNull(),
    /** Offers in a row that ran out unanswered; two end the entry, so seats stop waiting on someone away. */
    unansweredOffers: integer('unanswered_offers').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the code was confirmed: the place in line. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The end of the window, or 14 days after joining, whichever comes first. */
    lapsesAt: timestamp('lapses_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('waitlist_entries_line_idx').on(t.confirmedAt, t.id).where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_contact_idx').on(t.contactHash),
    index('waitlist_entries_lapse_idx').on(t.lapsesAt).where(sql`${t.status} in ('pending', 'waiting', 'offered')`),
    index('waitlist_entries_ended_idx').on(t.endedAt),
    check('waitlist_entries_place', sql`cardinality(${t.providerIds}) > 0 or ${t.licensureState} is not null`),
  ],
);

/**
 * A seat offered to an entry: held under `reservationCode` until `expiresAt`, answered through a link whose random
 * token is kept only as its SHA-256. An entry is offered a seat once at most (the unique index).
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: text('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    serviceIds: integer('service_ids').array().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    reservationCode: text('reservation_code').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['offered', 'accepted', 'expired', 'declined', 'withdrawn'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The appointment booked, or moved, by accepting. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    /**
     * How many days sooner accepting it sees the patient (days-earlier.ts), set when accepted: an "earlier" move
     * leaves nothing else that says where the appointment was.
     */
    daysEarlier: integer('days_earlier'),
  },
  (t) => [
    uniqueIndex('waitlist_offers_entry_seat_idx').on(t.entryId, t.providerId, t.startsAt),
    index('waitlist_offers_seat_idx').on(t.providerId, t.startsAt),
    /** The sweep of lapsed holds leaves offers' holds alone. */
    index('waitlist_offers_reservation_idx').on(t.reservationCode),
    index('waitlist_offers_open_idx').on(t.expiresAt).where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * Seats freed while someone waits: written by a trigger on slot_claims in the transaction that frees the seat (a
 * cancellation, a move, a released hold, the sweep of lapsed holds), so none is lost to a crash; taken by the
 * offer worker of any API process with FOR UPDATE SKIP LOCKED and a lease, as the outbox is. One row per freed
 * cell; a cell freed again while it is being looked at moves `generation`, so the row is looked at again.
 */
export const waitlistOpenings = pgTable(
  'waitlist_openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: text('provider_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    generation: integer('generation').notNull().default(0),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('waitlist_openings_cell_idx').on(t.providerId, t.startsAt)],
);
