import { type APIRequestContext, expect } from '@playwright/test';
import { allSlots, SICK_VISIT, searchNear } from './bookings.js';

/** The staff journeys' clinic, open around the clock (apps/api/src/test/journey-desk-clinic.ts). */
export const JOURNEY_PLACE = '23219';

/**
 * The journeys' clinic in the public results, with the days it offers sick visits on, in order. The days are
 * shared out so journeys running at once never meet: today and tomorrow are the front desk's, the four after them
 * the booking journey's, the last four the hours journeys'.
 */
export async function offeredDays(request: APIRequestContext) {
  const results = await searchNear(request, SICK_VISIT.id, JOURNEY_PLACE);
  // Only the journeys' clinic is open in the small hours.
  const clinic = results.find((result) => allSlots(result).some((value) => value.slice(11, 13) < '05'));
  if (!clinic) throw new Error(`The clinic open around the clock near ${JOURNEY_PLACE} offers no times.`);
  const days = [...new Set(allSlots(clinic).map((value) => value.slice(0, 10)))].sort();
  expect(days.length, `days offered: ${days.join(' ')}`).toBeGreaterThanOrEqual(10);
  return { clinic, days };
}

/** The sick-visit times the public results offer at the clinic on a day (its wall clock, with the offset). */
export async function offeredOn(request: APIRequestContext, providerId: string, day: string): Promise<string[]> {
  const results = await searchNear(request, SICK_VISIT.id, JOURNEY_PLACE);
  const clinic = results.find((result) => result.provider.providerId === providerId);
  return clinic ? allSlots(clinic).filter((value) => value.slice(0, 10) === day) : [];
}

/** '9:05 AM': a free time's own wall-clock time ('2026-03-04T09:05:00-05:00'), which is the clinic's. */
export function clinicTime(value: string): string {
  const [hours = 0, minutes = 0] = value.slice(11, 16).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
