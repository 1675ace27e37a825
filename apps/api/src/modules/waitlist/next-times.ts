import type { AvailabilityResponse } from '@hs/contracts';
import { addDays, localDateOf, WAITLIST_LIMITS } from '@hs/domain';
import { type AvailabilityDeps, providerTimeslots } from '#api/modules/availability';
import type { NextTimes } from './offer-place.js';

/** The next times from the same search the results page makes, over the next two weeks. */
export function nextTimesFrom(deps: AvailabilityDeps): NextTimes {
  return async ({ providerId, serviceIds, businessName, timeZone, limit, days }) => {
    const today = localDateOf(deps.clock.now(), timeZone);
    const from = days && days.from > today ? days.from : today;
    const to = days?.to ?? addDays(today, WAITLIST_LIMITS.maxWindowDays - 1);
    if (to < from) return [];
    const json = await providerTimeslots(deps, {
      'filter.locationIds': [providerId],
      'filter.isVirtualVisit': false,
      'filter.serviceIds': [...serviceIds],
      'filter.businessNames': [businessName],
      'filter.startDate': from,
      'filter.endDate': to,
    } as Parameters<typeof providerTimeslots>[1]).catch(() => null);
    if (!json) return [];
    const answer = JSON.parse(json.toString('utf8')) as AvailabilityResponse;
    const times = answer.data.appointmentTimeSlots.flatMap((provider) =>
      provider.services.flatMap((service) =>
        service.availability.flatMap((day) =>
          day.timeslots.map((slot) => ({ timestamp: new Date(slot.value).toISOString(), timezone: provider.timezone })),
        ),
      ),
    );
    return [...new Map(times.map((time) => [time.timestamp, time])).values()]
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
      .slice(0, limit);
  };
}
