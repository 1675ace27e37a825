import type { Service } from '@hs/domain';
import { addDays, type IsoDate } from '@/lib/dates/us-date';
import type { SearchState } from '@/lib/search/search-state';

/** The second appointment a visit needs: its services and how many days after the first it falls. */
export interface FollowupPlan {
  serviceIds: number[];
  afterDays: number;
}

/**
 * §4: a chosen service with a follow-up service leads to the follow-up screen. With several such services the
 * largest interval wins (§9), so every second dose is due by then.
 */
export function followupPlanOf(serviceIds: readonly number[], catalog: readonly Service[]): FollowupPlan | null {
  const firsts = catalog.filter(
    (service) =>
      serviceIds.includes(service.id) && service.followupServiceId !== null && service.followupAfterDays !== null,
  );
  if (firsts.length === 0) return null;
  return {
    serviceIds: [...new Set(firsts.map((service) => service.followupServiceId!))],
    afterDays: Math.max(...firsts.map((service) => service.followupAfterDays!)),
  };
}

/** The follow-up search: the same search, dated `afterDays` after the first appointment, for the follow-up services. */
export function followupSearch(search: SearchState, firstDate: IsoDate, plan: FollowupPlan): SearchState {
  return {
    ...search,
    date: addDays(firstDate, plan.afterDays),
    serviceIds: plan.serviceIds,
    page: 1,
    error: undefined,
    showLeadTimeWarning: false,
    earliestDate: undefined,
  };
}
