import type { Service } from '@hs/domain';
import { paths } from '../../../config/paths';
import { addDays, type IsoDate, laterDate } from '../../../lib/us-date';
import type { SearchFormValues } from './search-form-schema';

/** Navigation state the results screen reads (§2, §3): query values plus what only state carries. */
export interface ResultsNavigationState {
  type: string;
  location: string;
  date: IsoDate;
  serviceIds: number[];
  earliestDate: IsoDate;
  showLeadTimeWarning: boolean;
}

export interface ResultsNavigation {
  to: string;
  state: ResultsNavigationState;
}

/**
 * Where a valid search goes. The earliest allowed date is today plus the longest lead time among
 * the category's services; a chosen date before it moves to it and flags the lead-time warning (§2).
 */
export function resultsNavigationFor(
  values: SearchFormValues,
  services: readonly Service[],
  today: IsoDate,
): ResultsNavigation {
  const chosen = services.filter((service) => service.category === values.type);
  const leadDays = Math.max(0, ...chosen.map((service) => service.leadTime));
  const earliestDate = addDays(today, leadDays);
  const date = laterDate(values.appointmentDate, earliestDate);
  const state: ResultsNavigationState = {
    type: values.type,
    location: values.location,
    date,
    serviceIds: chosen.map((service) => service.id),
    earliestDate,
    showLeadTimeWarning: date !== values.appointmentDate,
  };
  return { to: paths.results({ type: state.type, location: state.location, date }), state };
}
