import type { WeeklyHours } from '@hs/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export interface RideSharePromo {
  code: string;
  url: string;
  discountText: string;
}

/** A vaccine product by its CDC CVX code and that code's short description. */
export interface VaccineProduct {
  cvx: string;
  display: string;
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
  /** The vaccine a vaccine service gives, by its CVX code, for the open availability feed; null when not named. */
  vaccineProduct: jsonb('vaccine_product').$type<VaccineProduct>(),
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
    /** The staff console lists clinics by name. */
    index('clinics_name_idx').on(t.vanityName),
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
    /**
     * 'closure': the directory's own, its reason shown to visitors. 'block': time a clinic manager took out of
     * the bookable hours from the staff console (decision 055); its reason is internal and the directory file
     * neither lists nor retires it.
     */
    kind: text('kind').$type<'closure' | 'block'>().notNull().default('closure'),
    /** A weekly block's occurrences share it, so the series is removed as one. Null for a closure. */
    series: text('series'),
  },
  (t) => [
    index('closures_provider_ends_idx').on(t.providerId, t.endsLocal),
    check('closures_ends_after_starts', sql`${t.endsLocal} > ${t.startsLocal}`),
    check('closures_kind', sql`${t.kind} in ('closure', 'block')`),
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
