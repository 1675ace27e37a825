import type { CategoryConfig, SchedulerConfig } from '@hs/content';
import {
  type BusinessName,
  EXTERNAL_DIETITIAN_MAX_DAYS_AHEAD,
  type SchedulerFlow,
  SEARCH_WINDOW_DAYS,
  type Service,
  TIME_ZONE_CODES,
} from '@hs/domain';
import { stateCodeInLocation } from '@/lib/clinics/state-in-location';
import { addDays, type IsoDate } from '@/lib/dates/us-date';
import type { SearchState } from '@/lib/search/search-state';

/** How results are laid out and fetched: clinics near a place, one virtual team, or dietitians in a state. */
export type ResultsKind = 'inPerson' | 'virtual' | 'dietitian';

/** Everything the results screen derives from the search state and configuration before it fetches. */
export interface ResultsPlan {
  flow: SchedulerFlow;
  kind: ResultsKind;
  businessName: BusinessName;
  /**
   * The state searched in (virtual and dietitian): the one chosen in the state question, else the one the location
   * names; null when neither names a US state.
   */
  stateCode: string | null;
  /** The smallest maxDaysAhead among the chosen services: how far ahead they can be booked at all. */
  maxDaysAhead: number;
  /** Days one search covers: 14 in person, 2 for a virtual visit, fewer when maxDaysAhead is smaller (§9). */
  windowDays: number;
  /** Days named in card messages: the smallest maxDaysAhead, capped at 14 (§9). */
  messageDays: number;
  /**
   * The zone every card shows its times in: the one a dietitian visitor chose, so dietitians in different zones
   * compare at a glance on the visitor's own clock; null when each provider's times are on its own clock.
   */
  timeZone: string | null;
}

const KIND_BY_FLOW: Record<SchedulerFlow, ResultsKind> = {
  IN_PERSON: 'inPerson',
  EVERYDAY_VACCINE: 'inPerson',
  VIRTUAL_VISIT: 'virtual',
  DIETITIAN: 'dietitian',
};

export function categoryConfigOf(config: SchedulerConfig | undefined, type: string | undefined) {
  return config?.categories.find((category) => category.category === type?.trim());
}

/** An unconfigured category is an ordinary in-person search. */
const flowOf = (category: CategoryConfig | undefined): SchedulerFlow => category?.schedulerFlow ?? 'IN_PERSON';

/**
 * The US state a location names: a code ("OH"), a name ("Ohio", or "Nueva York" in Spanish) or the state part of
 * "City, ST", as the search's state question reads it. Virtual and dietitian searches carry the state chosen in the
 * state selection or prescreen as their location.
 */
export const stateCodeOf = (location: string | undefined): string | null =>
  (location ? stateCodeInLocation(location) : undefined) ?? null;

/** The IANA zone of a §9 time zone code ('CT'), or null for anything else. */
function zoneOfCode(code: string | undefined): string | null {
  return code && Object.hasOwn(TIME_ZONE_CODES, code) ? TIME_ZONE_CODES[code as keyof typeof TIME_ZONE_CODES] : null;
}

function maxDaysAheadOf(
  serviceIds: readonly number[],
  services: readonly Service[],
  options: { external: boolean; kind: ResultsKind },
): number {
  // An external dietitian entry comes without the catalog context: §9 says to assume 90 days.
  if (options.external && options.kind === 'dietitian') return EXTERNAL_DIETITIAN_MAX_DAYS_AHEAD;
  const known = services.filter((service) => serviceIds.includes(service.id)).map((s) => s.maxDaysAhead);
  return known.length > 0 ? Math.min(...known) : SEARCH_WINDOW_DAYS.inPerson;
}

export function resultsPlan(input: {
  category: CategoryConfig | undefined;
  search: SearchState;
  services: readonly Service[];
}): ResultsPlan {
  const flow = flowOf(input.category);
  const kind = KIND_BY_FLOW[flow];
  const maxDaysAhead = maxDaysAheadOf(input.search.serviceIds, input.services, {
    external: input.search.external,
    kind,
  });
  const searchDays = kind === 'virtual' ? SEARCH_WINDOW_DAYS.virtual : SEARCH_WINDOW_DAYS.inPerson;
  return {
    flow,
    kind,
    businessName: kind === 'dietitian' ? 'dietitian' : 'tlc',
    stateCode: kind === 'inPerson' ? null : (input.search.licensureState ?? stateCodeOf(input.search.location)),
    maxDaysAhead,
    windowDays: Math.min(maxDaysAhead, searchDays),
    messageDays: Math.min(maxDaysAhead, SEARCH_WINDOW_DAYS.inPerson),
    timeZone: kind === 'dietitian' ? zoneOfCode(input.search.timeZone) : null,
  };
}

/**
 * The 'last available' flag of §2: the usual search window starting at the chosen date would run past the
 * last day these services can be booked, so fewer days are shown and the visitor should know why.
 */
export function isWindowCapped(plan: ResultsPlan, date: IsoDate, today: IsoDate): boolean {
  const searchDays = plan.kind === 'virtual' ? SEARCH_WINDOW_DAYS.virtual : SEARCH_WINDOW_DAYS.inPerson;
  return addDays(date, searchDays - 1) > addDays(today, plan.maxDaysAhead - 1);
}
