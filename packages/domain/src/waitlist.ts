/**
 * The waitlist's rules (decision 060), shared by the API and the web app: how wide an entry may be, how long its
 * code and its offers last, and how offers are shared out.
 */
export const WAITLIST_LIMITS = {
  /** Clinics one "notify me" entry may name. */
  maxClinics: 3,
  /** Days a window may span, its first and last included. */
  maxWindowDays: 14,
  /** Entries a contact may have pending, waiting or offered at once. */
  maxActivePerContact: 3,
  /** Digits of the one-time code. */
  codeDigits: 6,
  /** How long the code can be entered; an entry still unconfirmed then has expired. */
  codeMinutes: 30,
  /** Wrong codes an entry takes before it expires. */
  codeTries: 5,
  /** Entries lapse this many days after joining, if their window has not ended first. */
  lapseDays: 14,
  /** An ended entry, its offers and its messages are deleted this many days after it ended. */
  keepDays: 30,
  /** Offers of one freed seat before it goes back to public search. */
  offersPerSeat: 3,
  /** Offers one entry may get in any 24 hours. */
  offersPerDay: 3,
  /** No seat is offered when its visit is nearer than this. */
  minHoursAhead: 2,
  /** Offers in a row left to run out that end an entry. */
  unansweredOffers: 2,
  /** Texts go out only from this hour to this hour on the clinic's clock. */
  textFromHour: 8,
  textUntilHour: 21,
} as const;

export const WAITLIST_ENTRY_STATUSES = [
  'pending',
  'waiting',
  'offered',
  'booked',
  'expired',
  'declined',
  'cancelled',
  'lapsed',
] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

export const WAITLIST_OFFER_STATUSES = ['offered', 'accepted', 'expired', 'declined', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** The one-time code as typed: six digits. */
export const WAITLIST_CODE_PATTERN = /^\d{6}$/;

/**
 * Events the server records itself about the waitlist, with their schema versions: never sent by a browser, so no
 * browser can make them up. Their fields are counts and our own words only (decision 044).
 */
export const WAITLIST_ANALYTICS_SCHEMA_VERSIONS = {
  'waitlist-joined': '0.1.0',
  'waitlist-offered': '0.1.0',
  'waitlist-accepted': '0.1.0',
  'waitlist-expired': '0.1.0',
  'waitlist-declined': '0.1.0',
} as const;
export type WaitlistAnalyticsEventName = keyof typeof WAITLIST_ANALYTICS_SCHEMA_VERSIONS;
