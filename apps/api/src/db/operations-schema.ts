import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { appointments } from './booking-schema.js';
import { waitlistEntries, waitlistOffers } from './waitlist-schema.js';

/** Content-service objects addressed as /content/v2/objects/{schema}/{version}/{dir}/{name}.json. */
export const contentObjects = pgTable(
  'content_objects',
  {
    schema: text('schema').notNull(),
    version: text('version').notNull(),
    dir: text('dir').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.schema, t.version, t.dir, t.name] })],
);

/** Text collections and pages: {content}/textcollection/1.0.0/{id}.json and {content}/page/1.0.0/{id}.json. */
export const contentDocuments = pgTable(
  'content_documents',
  {
    kind: text('kind', { enum: ['textcollection', 'page'] }).notNull(),
    id: text('id').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** Records when the demo chain was seeded, so a restart keeps the data it has. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});

/** Kept ANALYTICS_RETENTION_DAYS; the index lets the hourly deletion find the oldest rows without a scan. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    schemaVersion: text('schema_version').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('analytics_events_received_at_idx').on(t.receivedAt)],
);

/**
 * Rate-limit counters shared by every API process when there is no Redis: one row per client and limit, holding
 * the hits of the current window. Unlogged: counters need no crash safety, and skipping the WAL keeps the one
 * write per request cheap.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/**
 * The transactional outbox of messages to patients: written in the transaction that books, cancels or moves an
 * appointment, so a message exists exactly when the change committed, and delivered afterwards by the worker in
 * every API process (decision 023). `due_at` is both the schedule and the lease: a worker that takes a row moves
 * it past its own delivery, so a process that dies mid-batch leaves the row due again soon after.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    /** Random; the stable Message-ID and idempotency token the receiver deduplicates by. */
    id: text('id').primaryKey(),
    /** The appointment a message is about; a waitlist message names its entry (and offer) instead. */
    appointmentId: text('appointment_id').references(() => appointments.id),
    waitlistEntryId: text('waitlist_entry_id').references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    waitlistOfferId: text('waitlist_offer_id').references(() => waitlistOffers.id, { onDelete: 'cascade' }),
    /**
     * What changed: a booking, a move (to another clinic: relocation), a cancellation by the patient or the clinic;
     * or a waitlist's one-time code, or a seat offered to it (decision 060).
     */
    kind: text('kind', {
      enum: [
        'confirmation',
        'reschedule',
        'relocation',
        'cancellation',
        'clinic-cancellation',
        'reminder',
        'waitlist-code',
        'waitlist-offer',
      ],
    }).notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The appointment's sequence when written: the calendar SEQUENCE; a message about an older change is stale. */
    sequence: integer('sequence').notNull(),
    /** Recipient, first name and confirmation code, sealed like the patient record; emptied once finished. */
    sealed: text('sealed'),
    /**
     * A reminder's opt-out link carries a random token (sealed in `sealed` until sent); this is its SHA-256, which
     * the link is checked against. No key is involved, so a link keeps working across key rotations.
     */
    optOutHash: text('opt_out_hash'),
    status: text('status', { enum: ['pending', 'sent', 'dead', 'skipped'] })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** An error code (never an error message, which may echo an address). */
    lastError: text('last_error'),
    /** When the transient failures in a row began; a message failing that way for long enough is given up. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.channel, t.dueAt).where(sql`${t.status} = 'pending'`),
    index('notification_outbox_appointment_idx').on(t.appointmentId),
    index('notification_outbox_waitlist_entry_idx').on(t.waitlistEntryId),
    check('notification_outbox_subject', sql`(${t.appointmentId} is null) <> (${t.waitlistEntryId} is null)`),
  ],
);
