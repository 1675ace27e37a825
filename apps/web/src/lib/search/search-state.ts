import { REFERRAL_HANDLE } from '@hs/domain';

/**
 * The search state of spec §3: it travels in the URL query (so a link or a refresh keeps it) and in router
 * state (for what only state carries: showLeadTimeWarning and earliestDate). Query values move into state.
 */
export interface SearchState {
  type?: string;
  location?: string;
  /** YYYY-MM-DD */
  date?: string;
  isPharmacyOnly: boolean;
  page: number;
  serviceIds: number[];
  timeZone?: string;
  medicaid: boolean;
  external: boolean;
  shouldAddPromotion: boolean;
  error?: string;
  benefitCode?: string;
  /**
   * One clinic the search is fixed to, by its id (3-digit division and 5-digit store number), as a clinic's
   * "Book an appointment here" starts it; location stays that clinic's ZIP code for everything else.
   */
  clinic?: string;
  /**
   * A booking link of the open availability feed (decision 059): the slot it names, as the results give it
   * (`2026-11-30T10:15:00-05:00`), chosen on arrival; and the finder's `source` and `booking-referral` handles,
   * kept through the booking.
   */
  slot?: string;
  source?: string;
  bookingReferral?: string;
  /**
   * The state a virtual visitor chose in the state question (a two-letter code): where the visit is licensed,
   * whatever the location says (a ZIP code names no state the results can read).
   */
  licensureState?: string;
  showLeadTimeWarning: boolean;
  earliestDate?: string;
}

const FALSE_VALUES = new Set(['0', 'false']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLINIC_ID = /^\d{8}$/;
const STATE_CODE = /^[A-Z]{2}$/;
/** A slot as the results give it: the start with its offset, to the second. */
const SLOT_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** '0' and 'false' (any case) are false; an absent value is false; anything else is true. */
export function parseFlag(value: string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !FALSE_VALUES.has(value.trim().toLowerCase());
}

/** A comma list of numbers; anything that is not a whole positive number is dropped. */
export function parseServiceIds(value: string | null | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
}

/** page is at least 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** A value of the query or the router state that matches a pattern, trimmed; anything else is dropped. */
const matching =
  (pattern: RegExp) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined;

const clinicId = matching(CLINIC_ID);
const slotValue = matching(SLOT_VALUE);
const referralHandle = matching(REFERRAL_HANDLE);
const stateCode = matching(STATE_CODE);

export function parseSearchQuery(query: URLSearchParams): SearchState {
  const date = text(query.get('date'));
  return {
    type: text(query.get('type')),
    location: text(query.get('location')),
    date: date && ISO_DATE.test(date) ? date : undefined,
    isPharmacyOnly: parseFlag(query.get('isPharmacyOnly')),
    page: parsePage(query.get('page')),
    serviceIds: parseServiceIds(query.get('serviceIds')),
    timeZone: text(query.get('timeZone')),
    medicaid: parseFlag(query.get('medicaid')),
    external: parseFlag(query.get('external')),
    shouldAddPromotion: parseFlag(query.get('shouldAddPromotion')),
    error: text(query.get('error')),
    benefitCode: text(query.get('benefitCode')),
    clinic: clinicId(query.get('clinic')),
    slot: slotValue(query.get('slot')),
    source: referralHandle(query.get('source')),
    bookingReferral: referralHandle(query.get('booking-referral')),
    licensureState: stateCode(query.get('licensureState')),
    showLeadTimeWarning: false,
  };
}

/** Router state wins over the query for the fields it carries; query values fill the rest. */
export function mergeSearchState(query: URLSearchParams, routerState: unknown): SearchState {
  const fromQuery = parseSearchQuery(query);
  if (!routerState || typeof routerState !== 'object') return fromQuery;
  const state = routerState as Partial<Record<keyof SearchState, unknown>>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    ...fromQuery,
    type: str(state.type) ?? fromQuery.type,
    location: str(state.location) ?? fromQuery.location,
    date: str(state.date) ?? fromQuery.date,
    serviceIds: Array.isArray(state.serviceIds)
      ? state.serviceIds.filter((id): id is number => Number.isInteger(id) && id > 0)
      : fromQuery.serviceIds,
    timeZone: str(state.timeZone) ?? fromQuery.timeZone,
    benefitCode: str(state.benefitCode) ?? fromQuery.benefitCode,
    clinic: clinicId(state.clinic) ?? fromQuery.clinic,
    slot: slotValue(state.slot) ?? fromQuery.slot,
    source: referralHandle(state.source) ?? fromQuery.source,
    bookingReferral: referralHandle(state.bookingReferral) ?? fromQuery.bookingReferral,
    licensureState: stateCode(state.licensureState) ?? fromQuery.licensureState,
    medicaid: typeof state.medicaid === 'boolean' ? state.medicaid : fromQuery.medicaid,
    external: typeof state.external === 'boolean' ? state.external : fromQuery.external,
    shouldAddPromotion:
      typeof state.shouldAddPromotion === 'boolean' ? state.shouldAddPromotion : fromQuery.shouldAddPromotion,
    showLeadTimeWarning: state.showLeadTimeWarning === true,
    earliestDate: str(state.earliestDate),
  };
}

/** The query string for a search state; false flags, page 1 and empty values are left out. */
export function toSearchQuery(state: Partial<SearchState>): URLSearchParams {
  const query = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    if (value) query.set(key, value);
  };
  put('type', state.type);
  put('location', state.location);
  put('date', state.date);
  if (state.serviceIds?.length) query.set('serviceIds', state.serviceIds.join(','));
  if (state.page && state.page > 1) query.set('page', String(state.page));
  put('timeZone', state.timeZone);
  put('benefitCode', state.benefitCode);
  put('clinic', state.clinic);
  put('slot', state.slot);
  put('source', state.source);
  put('booking-referral', state.bookingReferral);
  put('licensureState', state.licensureState);
  for (const flag of ['isPharmacyOnly', 'medicaid', 'external', 'shouldAddPromotion'] as const) {
    if (state[flag]) query.set(flag, 'true');
  }
  put('error', state.error);
  return query;
}

/** The finder's handles a booking link carried, as a booking keeps them (decision 059); undefined without any. */
export function referralOf(
  search: Pick<SearchState, 'source' | 'bookingReferral'> | undefined,
): { source?: string; bookingReferral?: string } | undefined {
  if (!search?.source && !search?.bookingReferral) return undefined;
  return {
    ...(search.source ? { source: search.source } : {}),
    ...(search.bookingReferral ? { bookingReferral: search.bookingReferral } : {}),
  };
}

/** Whether a search began at a booking link of the open availability feed. */
export const cameByBookingLink = (search: Pick<SearchState, 'slot'> | undefined): boolean => Boolean(search?.slot);
