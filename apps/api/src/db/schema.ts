import type { WeeklyHours } from '@hs/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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

export interface RideSharePromo {
  code: string;
  url: string;
  discountText: string;
}

export const brands = pgTable('brands', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  logoSvg: text('logo_svg').notNull(),
  /** Set when a directory import left the brand out; kept for the clinics of the past that name it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Raw catalog entries as the upstream catalog holds them; the services endpoint normalises them (§3 Service). */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  groupName: text('group_name').notNull(),
  businessNames: text('business_names').array().notNull(),
  maxDaysAhead: integer('max_days_ahead'),
  followupServiceId: integer('followup_service_id'),
  followupAfterDays: integer('followup_after_days'),
  groupOrder: integer('group_order').notNull(),
  order: integer('order').notNull(),
  isVaccine: boolean('is_vaccine').notNull().default(false),
  isCovidVaccine: boolean('is_covid_vaccine').notNull().default(false),
  isAvailable: boolean('is_available').notNull().default(true),
  leadTime: integer('lead_time').notNull().default(0),
  dose: integer('dose'),
  slotMinutes: integer('slot_minutes').notNull().default(15),
  /**
   * Set when a directory import left the service out: kept for the appointments that name it, and no longer
   * offered (its maxDaysAhead is cleared, which takes it off the catalog, and no provider offers it).
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Anything that can be booked: an in-person clinic, a virtual-visit provider or a dietitian.
 * In-person clinics carry their store details in `clinics`.
 */
export const providers = pgTable('providers', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['clinic', 'virtual', 'dietitian'] }).notNull(),
  businessName: text('business_name').notNull(),
  name: text('name').notNull(),
  qualification: text('qualification'),
  image: text('image'),
  description: text('description'),
  timeZone: text('time_zone').notNull(),
  /** Opening hours per weekday with any number of breaks, wall-clock in `timeZone`. */
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  slotCapacity: integer('slot_capacity').notNull().default(1),
  /**
   * Moved by triggers (migrations 0001 and 0003) on every change to the provider's claims and to anything a
   * search shows about it (its row, clinic, brand, services), so a process can tell whether availability it
   * computed earlier still holds without reading the claims again.
   */
  availabilityVersion: bigint('availability_version', { mode: 'number' }).notNull().default(0),
  /**
   * Moved by a directory import that changes what can be booked here (hours, closures, zone, seats, services,
   * retirement). A hold or booking planned under an older value is refused in its own transaction, which locks
   * the row against the import's (see lockProviderRules), so no claim lands on a time the new rules forbid.
   */
  rulesVersion: bigint('rules_version', { mode: 'number' }).notNull().default(0),
  /**
   * Set when a directory import left the provider out. Its appointments keep pointing at it; it offers
   * nothing, holds no licence, and a retired clinic takes no bookings.
   */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const clinics = pgTable(
  'clinics',
  {
    providerId: text('provider_id')
      .primaryKey()
      .references(() => providers.id),
    divisionNumber: text('division_number').notNull(),
    storeNumber: text('store_number').notNull(),
    brandSlug: text('brand_slug')
      .notNull()
      .references(() => brands.slug),
    vanityName: text('vanity_name').notNull(),
    legalName: text('legal_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    postalCode: text('postal_code').notNull(),
    county: text('county').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    acceptsWalkIns: boolean('accepts_walk_ins').notNull(),
    waitMinutes: integer('wait_minutes'),
    isSchedulerEnabled: boolean('is_scheduler_enabled').notNull(),
    isTelehealthEnabled: boolean('is_telehealth_enabled').notNull(),
    rideSharePromo: jsonb('ride_share_promo').$type<RideSharePromo>(),
  },
  (t) => [
    index('clinics_store_idx').on(t.divisionNumber, t.storeNumber),
    index('clinics_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

/**
 * Times a provider (or, with no provider, every provider of the chain) is closed outside its weekly hours.
 * Local wall-clock times, read in each provider's own zone, so a chain-wide holiday closes each clinic's own day.
 * Any change moves the availability version of the providers it touches (migration 0013).
 */
export const closures = pgTable(
  'closures',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').references(() => providers.id),
    startsLocal: timestamp('starts_local', { mode: 'string' }).notNull(),
    endsLocal: timestamp('ends_local', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('closures_provider_ends_idx').on(t.providerId, t.endsLocal),
    check('closures_ends_after_starts', sql`${t.endsLocal} > ${t.startsLocal}`),
  ],
);

/** Which services a provider offers; a provider without the service shows 'Service Unavailable'. */
export const providerServices = pgTable(
  'provider_services',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.serviceId] }), index('provider_services_service_idx').on(t.serviceId)],
);

/** State licences of virtual-visit providers and dietitians. */
export const providerLicenses = pgTable(
  'provider_licenses',
  {
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    stateCode: text('state_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.stateCode] }), index('provider_licenses_state_idx').on(t.stateCode)],
);

export const benefitCodes = pgTable('benefit_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
});

export const benefitCodeClinics = pgTable(
  'benefit_code_clinics',
  {
    code: text('code')
      .notNull()
      .references(() => benefitCodes.code),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
  },
  (t) => [primaryKey({ columns: [t.code, t.providerId] })],
);

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
  },
  (t) => [
    index('appointments_patient_day_idx').on(t.patientKey, t.localDate),
    index('appointments_first_idx').on(t.firstAppointmentId),
    /** Find my appointment starts from the code alone. */
    index('appointments_confirm_code_idx').on(t.confirmCodeHash),
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
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash'),
  status: integer('status').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    /** What changed: a booking, a move (to another clinic: relocation), a cancellation by the patient or the clinic. */
    kind: text('kind', {
      enum: ['confirmation', 'reschedule', 'relocation', 'cancellation', 'clinic-cancellation', 'reminder'],
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
  ],
);
