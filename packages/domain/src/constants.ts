/** Business constants and limits of spec §9. */

export const BUSINESS_NAMES = ['tlc', 'pharmacy', 'dietitian'] as const;
export type BusinessName = (typeof BUSINESS_NAMES)[number];

export const SCHEDULER_FLOWS = ['IN_PERSON', 'VIRTUAL_VISIT', 'DIETITIAN', 'EVERYDAY_VACCINE'] as const;

/** The service catalog's categories: its groupNames, trimmed (§3 "Service"). */
export const SERVICE_CATEGORIES = [
  'Illness & Injury',
  'Vaccines',
  'Travel Vaccines',
  'Physicals',
  'DOT Physicals',
  'Health Screenings',
  'Medicare Annual Wellness Visit',
  'Virtual Visit',
  'Telenutrition',
] as const;
export type SchedulerFlow = (typeof SCHEDULER_FLOWS)[number];

export const REDIRECT_ACTIONS = ['results', 'pharmacy_scheduler', 'prescreen'] as const;
export type RedirectAction = (typeof REDIRECT_ACTIONS)[number];

export const SEARCH_WINDOW_DAYS = { inPerson: 14, virtual: 2 } as const;
export const DIETITIAN_DATE_WINDOW = { minDaysAhead: 3, maxDaysAhead: 90 } as const;
export const EXTERNAL_DIETITIAN_MAX_DAYS_AHEAD = 90;
export const BOOSTER_FOLLOWUP_DAYS = 60;
export const PHYSICALS_AGE_THRESHOLD = 20;
export const MIN_PATIENT_AGE_MONTHS = 12;
/** States whose minimum patient age is above MIN_PATIENT_AGE_MONTHS (§9: 18 months in one state, Tennessee). */
export const MIN_PATIENT_AGE_MONTHS_BY_STATE: Readonly<Record<string, number>> = { TN: 18 };

export const LOCATION_LENGTH = { min: 2, max: 100 } as const;
export const DEFAULT_CLINIC_REASON_ID = 29;

export const APPOINTMENT_SUMMARY_VISIBLE = 2;
export const SLOTS_VISIBLE_BEFORE_MORE = 4;

export const DAYS_PER_PAGE = {
  inPerson: { desktop: 4, tablet: 4, mobile: 3, tiny: 1 },
  virtual: { desktop: 5, tablet: 5, mobile: 3, tiny: 1 },
} as const;

export const BREAKPOINTS = { mobile: 480, tablet: 900, desktop: 1600 } as const;

export const MAX_LENGTHS = {
  email: 64,
  phone: 14,
  addressLine: 40,
  providerName: 40,
  zip: 10,
  weight: 3,
  medicareId: 13,
  memberId: 20,
  groupNumber: 30,
  freeText: 200,
  patientLegalName: 50,
} as const;

export const YEAR_BOUNDS = { min: 1900, max: 3000 } as const;

export const LOCATOR = { pageSize: 4, maxResults: 50 } as const;
export const MAP_CLUSTER_GRID_SIZE = 100;
export const WAIT_MINUTES_DEFAULT = 99999;

export const COPY_CONFIRMATION_MS = 1000;
/** How long the form panel takes to open; the web app's `--duration-expand` token must say the same. */
export const ACCORDION_EXPAND_MS = 500;
/**
 * How long after a visitor leaves an edited field its error waits before it shows and is announced: long
 * enough for focus to come back (a suggestion clicked, Shift+Tab) without the message flashing up.
 */
export const BLUR_ALERT_DELAY_MS = 250;

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Time zone codes of §9, each with the IANA zone it stands for. */
export const TIME_ZONE_CODES = {
  ET: 'America/New_York',
  CT: 'America/Chicago',
  MT: 'America/Boise',
  MST: 'America/Phoenix',
  PT: 'America/Los_Angeles',
  AKT: 'America/Anchorage',
  HT: 'Pacific/Honolulu',
} as const;
export type TimeZoneCode = keyof typeof TIME_ZONE_CODES;

export const ANALYTICS_SCHEMA_VERSIONS = {
  'start-flow': '0.3.3',
  'continue-flow': '0.1.8',
  'complete-flow': '0.3.9',
  'display-alert': '0.1.3',
  'customer-facing-service-error': '0.2.4',
  navigate: '0.1.1',
  'form-field-abandonment': '0.1.6',
  'user-constraint-error': '0.2.0',
} as const;
export type AnalyticsEventName = keyof typeof ANALYTICS_SCHEMA_VERSIONS;

/** The component every analytics event names. */
export const ANALYTICS_COMPONENT = 'unified scheduler';

/**
 * A slot finder's correlation handle on a booking link of the open availability feed (SMART Scheduling Links'
 * `source` and `booking-referral`, decision 059): opaque, 1 to 128 printable ASCII characters without spaces.
 */
export const REFERRAL_HANDLE = /^[\x21-\x7E]{1,128}$/;
