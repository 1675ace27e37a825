import {
  AVAILABILITY_LIMITS,
  CLINIC_RADIUS_MILES,
  physicalResultsPath,
  timeslotsPath,
  type virtualResultsPath,
} from '@hs/contracts';
import type { Query } from '@/config/paths';
import type { IsoDate } from '@/lib/dates/us-date';

/** One of the three availability searches of §7, as a path and its query. */
export interface AvailabilityRequest {
  path: typeof physicalResultsPath | typeof virtualResultsPath | typeof timeslotsPath;
  query: Query;
}

interface SearchCommon {
  serviceIds: readonly number[];
  startDate: IsoDate;
  businessName: string;
}

/** The location-based search (results/physical): the clinics within the default radius of a place. */
export function nearbyClinicsRequest(
  search: SearchCommon & { place: string | undefined; endDate?: IsoDate; benefitCode?: string | undefined },
): AvailabilityRequest {
  return {
    path: physicalResultsPath,
    query: {
      'filter.serviceIds': [...search.serviceIds],
      'filter.startDate': search.startDate,
      'filter.endDate': search.endDate,
      'filter.businessNames': [search.businessName],
      'filter.freeFormAddress': search.place,
      'filter.radius': CLINIC_RADIUS_MILES.default,
      'filter.maxResults': AVAILABILITY_LIMITS.maxResults,
      'filter.benefitCode': search.benefitCode,
    },
  };
}

/** Where a timeslots block is asked for: one provider by id, or the virtual teams licensed in a state. */
export type TimeslotsPlace = { providerId: string } | { licensureState: string };

/**
 * One block of days (v3 timeslots) from `startDate`, to `endDate` when given; otherwise the server sizes the
 * block as it sizes a search window.
 */
export function timeslotsRequest(
  search: SearchCommon & { place: TimeslotsPlace; endDate?: IsoDate },
): AvailabilityRequest {
  const common = {
    'filter.serviceIds': [...search.serviceIds],
    'filter.startDate': search.startDate,
    'filter.endDate': search.endDate,
    'filter.businessNames': [search.businessName],
  };
  const { place } = search;
  if ('licensureState' in place) {
    return {
      path: timeslotsPath,
      query: { ...common, 'filter.isVirtualVisit': true, 'filter.licensureState': place.licensureState },
    };
  }
  return { path: timeslotsPath, query: { ...common, 'filter.locationIds': [place.providerId] } };
}
