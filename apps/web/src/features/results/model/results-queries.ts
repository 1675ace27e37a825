import { AVAILABILITY_LIMITS, virtualResultsPath } from '@hs/contracts';
import {
  type AvailabilityRequest,
  nearbyClinicsRequest,
  timeslotsRequest,
} from '@/lib/availability/availability-requests';
import { addDays, type IsoDate } from '@/lib/dates/us-date';
import type { SearchState } from '@/lib/search/search-state';
import type { ResultsPlan } from './results-plan';

/** A virtual visit shows one card: the licensed team with the earliest time (§2). */
const VIRTUAL_RESULTS = 1;

/**
 * The results search of §7: location-based (results/physical) for clinics, or the one clinic's timeslots when
 * the search is fixed to it; state-based (results/virtual) for virtual visits and dietitians. Null when a
 * state-based search names no state: nothing can be searched.
 */
export function resultsRequest(plan: ResultsPlan, search: SearchState): AvailabilityRequest | null {
  const date = search.date as IsoDate;
  const endDate = addDays(date, plan.windowDays - 1);
  if (plan.kind === 'inPerson' && search.clinic) {
    // A search fixed to one clinic asks for that clinic's times alone.
    return timeslotsRequest({
      serviceIds: search.serviceIds,
      startDate: date,
      endDate,
      businessName: plan.businessName,
      place: { providerId: search.clinic },
    });
  }
  if (plan.kind === 'inPerson') {
    return nearbyClinicsRequest({
      serviceIds: search.serviceIds,
      startDate: date,
      endDate,
      businessName: plan.businessName,
      place: search.location,
      benefitCode: search.benefitCode,
    });
  }
  if (!plan.stateCode) return null;
  return {
    path: virtualResultsPath,
    query: {
      'filter.serviceIds': search.serviceIds,
      'filter.startDate': date,
      'filter.endDate': endDate,
      'filter.businessNames': [plan.businessName],
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
  const place =
    plan.kind === 'virtual' && plan.stateCode
      ? { licensureState: plan.stateCode }
      : { providerId: provider.providerId };
  return timeslotsRequest({ serviceIds, startDate, businessName: provider.businessName, place });
}
