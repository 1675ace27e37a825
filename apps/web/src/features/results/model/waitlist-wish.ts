import type { ProviderAvailability } from '@hs/contracts';
import { WAITLIST_LIMITS } from '@hs/domain';
import { addDays, earlierDate, type IsoDate, laterDate } from '@/lib/dates/us-date';
import type { WaitlistWish } from '@/lib/waitlist/waitlist-calls';
import type { ResultsPlan } from './results-plan';

/**
 * What "Notify me" waits for when a search found no times (decisions 060, 065): the one service searched, the first
 * three clinics that offer it (or the state, for a virtual visit or a dietitian), from the searched day for up to
 * 14 days within the service's booking window. Null when there are times, or the search is one the waitlist does
 * not take.
 */
export function waitlistWishOf(
  plan: ResultsPlan,
  search: { serviceIds: readonly number[]; date: IsoDate },
  results: readonly ProviderAvailability[] | undefined,
  today: IsoDate,
): { wish: WaitlistWish; lastDay: IsoDate } | null {
  const [serviceId, ...others] = search.serviceIds;
  if (serviceId === undefined || others.length > 0 || !results || results.length === 0) return null;
  if (results.some((result) => result.status === 'AVAILABLE')) return null;
  const startDate = laterDate(search.date, today);
  const lastBookable = addDays(today, plan.maxDaysAhead - 1);
  const windowEnd = addDays(startDate, WAITLIST_LIMITS.maxWindowDays - 1);
  const endDate = earlierDate(windowEnd, lastBookable);
  if (endDate < startDate) return null;
  const common = { kind: 'notify-me', businessName: plan.businessName, serviceId, startDate, endDate } as const;
  // A virtual visit or a dietitian is booked with whoever is licensed in the patient's state.
  if (plan.kind === 'virtual' || plan.kind === 'dietitian') {
    return plan.stateCode ? { wish: { ...common, licensureState: plan.stateCode }, lastDay: endDate } : null;
  }
  const clinics = results
    .filter((result) => result.status === 'NO_AVAILABILITY')
    .slice(0, WAITLIST_LIMITS.maxClinics)
    .map((result) => result.provider.providerId);
  return clinics.length > 0 ? { wish: { ...common, locationNumbers: clinics }, lastDay: endDate } : null;
}
