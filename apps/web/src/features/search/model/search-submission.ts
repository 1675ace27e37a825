import type { CategoryConfig } from '@hs/content';
import type { Service } from '@hs/domain';
import { paths } from '@/config/paths';
import { addDays, type IsoDate, laterDate } from '@/lib/dates/us-date';
import { type SearchState, toSearchQuery } from '@/lib/search/search-state';
import { leadService } from './category-config';
import type { SearchFormValues } from './search-form-schema';

/** One submitted search: the form's values and what the page knows around them. */
export interface SearchRequest {
  values: SearchFormValues;
  category: CategoryConfig;
  services: readonly Service[];
  today: IsoDate;
  /** A benefit code the server verified; it limits the locations searched (§2). */
  benefitCode?: string | undefined;
  /** The answer to 'Need Travel Preparations?'; false when it was not asked. */
  shouldAddPromotion?: boolean;
  /** The clinic the search is fixed to (its id), when it started from that clinic's "Book an appointment here". */
  clinic?: string | undefined;
}

/** Navigation state the results screen reads (§2, §3): the query's values plus what only state carries. */
export type ResultsNavigationState = Pick<
  SearchState,
  'type' | 'location' | 'date' | 'serviceIds' | 'earliestDate' | 'showLeadTimeWarning' | 'shouldAddPromotion' | 'clinic'
> & {
  type: string;
  location: string;
  date: IsoDate;
  benefitCode?: string;
  /** Virtual visits: the state chosen in the state selection modal, by code (results filter.state). */
  licensureState?: string;
};

/** Navigation state for prescreen start: the search so far and the category's configuration. */
export interface PrescreenNavigationState {
  type: string;
  location: string;
  date: IsoDate;
  shouldAddPromotion: boolean;
  benefitCode?: string;
  clinic?: string;
  categoryConfig: CategoryConfig;
}

export type SearchTarget =
  | { kind: 'results'; to: string; state: ResultsNavigationState }
  | { kind: 'prescreen'; to: string; state: PrescreenNavigationState }
  /** An external page opened in a new window. */
  | { kind: 'pharmacy'; href: string };

/** The query that goes with the router state, so a refresh or a shared link keeps the search (§3). */
function withSearchQuery(path: string, state: Partial<SearchState>): string {
  const search = toSearchQuery(state).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * §2 lead time: the earliest allowed date is today plus the longest lead time of the services searched;
 * a chosen date before it moves to it and flags the lead-time warning the results screen shows.
 */
export function applyLeadTime(chosen: IsoDate, services: readonly Service[], today: IsoDate) {
  const leadDays = Math.max(0, ...services.map((service) => service.leadTime));
  const earliestDate = addDays(today, leadDays);
  const date = laterDate(chosen, earliestDate);
  return { date, earliestDate, showLeadTimeWarning: date !== chosen };
}

export function resultsTargetFor(request: SearchRequest, licensureState?: string): SearchTarget & { kind: 'results' } {
  const { values, category, services, today } = request;
  const searched = leadService(services, category.category);
  const serviceIds = searched ? [searched.id] : [];
  const lead = applyLeadTime(values.appointmentDate, searched ? [searched] : [], today);
  const state: ResultsNavigationState = {
    type: values.type,
    location: values.location,
    ...lead,
    serviceIds,
    shouldAddPromotion: request.shouldAddPromotion ?? false,
    ...(request.benefitCode ? { benefitCode: request.benefitCode } : {}),
    ...(request.clinic ? { clinic: request.clinic } : {}),
    ...(licensureState ? { licensureState } : {}),
  };
  return { kind: 'results', to: withSearchQuery(paths.results(), state), state };
}

/**
 * The prescreen chooses the services, so it applies the lead time of the chosen ones when it finishes (§4);
 * moving the date here by the longest lead time of the whole category would push every vaccine back.
 */
function prescreenTargetFor(request: SearchRequest): SearchTarget & { kind: 'prescreen' } {
  const { values, category } = request;
  const state: PrescreenNavigationState = {
    type: values.type,
    location: values.location,
    date: values.appointmentDate,
    shouldAddPromotion: request.shouldAddPromotion ?? false,
    ...(request.benefitCode ? { benefitCode: request.benefitCode } : {}),
    ...(request.clinic ? { clinic: request.clinic } : {}),
    categoryConfig: category,
  };
  return { kind: 'prescreen', to: withSearchQuery(paths.prescreenStart(), state), state };
}

/** §2 submit: the category's redirectAction decides where the search goes. */
export function searchTargetFor(request: SearchRequest): SearchTarget {
  switch (request.category.redirectAction) {
    case 'pharmacy_scheduler':
      // The pharmacy's own scheduler asks its own questions; nothing typed here travels to it.
      return { kind: 'pharmacy', href: paths.pharmacyGuestVaccination() };
    case 'prescreen':
      return prescreenTargetFor(request);
    default:
      return resultsTargetFor(request);
  }
}
