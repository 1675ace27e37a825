import {
  AVAILABILITY_LIMITS,
  CLINIC_RADIUS_MILES,
  physicalResultsPath,
  timeslotsPath,
  virtualResultsPath,
} from '@hs/contracts';
import type { Query } from '@/config/paths';
import type { SearchState } from '@/lib/search-state';
import { addDays, type IsoDate } from '@/lib/us-date';
import type { ResultsPlan } from './results-plan';

export interface AvailabilityRequest {
  path: string;
  query: Query;
}

/** A virtual visit shows one card: the licensed team with the earliest time (§2). */
const VIRTUAL_RESULTS = 1;

/**
 * The results search of §7: location-based (results/physical) for clinics, state-based (results/virtual) for
 * virtual visits and dietitians. Null when a state-based search names no state: nothing can be searched.
 */
export function resultsRequest(plan: ResultsPlan, search: SearchState): AvailabilityRequest | null {
  const date = search.date as IsoDate;
  const common = {
    'filter.serviceIds': search.serviceIds,
    'filter.startDate': date,
    'filter.endDate': addDays(date, plan.windowDays - 1),
    'filter.businessNames': [plan.businessName],
  };
  if (plan.kind === 'inPerson') {
    return {
      path: physicalResultsPath,
      query: {
        ...common,
        'filter.freeFormAddress': search.location,
        'filter.radius': CLINIC_RADIUS_MILES.default,
        'filter.maxResults': AVAILABILITY_LIMITS.maxResults,
        'filter.benefitCode': search.benefitCode,
      },
    };
  }
  if (!plan.stateCode) return null;
  return {
    path: virtualResultsPath,
    query: {
      ...common,
      'filter.state': plan.stateCode,
      'filter.isVirtualVisit': plan.kind === 'virtual' ? true : undefined,
      'filter.maxResults': plan.kind === 'virtual' ? VIRTUAL_RESULTS : AVAILABILITY_LIMITS.maxResults,
    },
  };
}

export interface ProviderRef {
  providerId: string;
  businessName: string;
}

/**
 * One provider's next block of days (v3 timeslots), from `startDate`; the server sizes the block as it sizes
 * a search window. Virtual teams are asked for by state, so a hold the server moves between teams still shows.
 */
export function providerBlockRequest(
  plan: ResultsPlan,
  provider: ProviderRef,
  serviceIds: readonly number[],
  startDate: IsoDate,
): AvailabilityRequest {
  const common = {
    'filter.serviceIds': [...serviceIds],
    'filter.startDate': startDate,
    'filter.businessNames': [provider.businessName],
  };
  if (plan.kind === 'virtual' && plan.stateCode) {
    return {
      path: timeslotsPath,
      query: { ...common, 'filter.isVirtualVisit': true, 'filter.licensureState': plan.stateCode },
    };
  }
  return { path: timeslotsPath, query: { ...common, 'filter.locationIds': [provider.providerId] } };
}
