import { AvailabilityResponseSchema } from '@hs/contracts';
import { addDays } from '@hs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';

const PATH = '/appointment-management/v3/timeslots';
const CLINIC = '01400489';
const SHINGLES_DOSE_2 = 106;
const FLU_VACCINE = 101;
/** The clinic's calendar date at the test clock (it is in New York; the clock reads 10:00 there). */
const TODAY = '2026-03-02';

/**
 * A follow-up is searched where the first appointment puts it (§4: followupAfterDays later), so availability
 * must reach as far as reservations accept the follow-up, not only its own maxDaysAhead.
 */
describe(`GET ${PATH} for a follow-up service`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function daysFrom(serviceId: number, startDate: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PATH}?filter.locationIds=${CLINIC}&filter.serviceIds=${serviceId}&filter.startDate=${startDate}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = AvailabilityResponseSchema.parse(response.json());
    return body.data.appointmentTimeSlots[0]!.services[0]?.availability ?? [];
  }

  it('offers the second shingles dose 60 days after a first dose, up to the reach reservations accept', async () => {
    const start = addDays(TODAY, 62);
    const days = await daysFrom(SHINGLES_DOSE_2, start);
    expect(days[0]?.date).toBe(start);
    expect(days.some((day) => day.timeslots.length > 0)).toBe(true);
    // Dose 1 is bookable 14 days ahead, dose 2 follows 60 days later and has its own 14-day window.
    expect(days.at(-1)!.date <= addDays(TODAY, 14 + 60 + 14 - 2)).toBe(true);
    expect(await daysFrom(SHINGLES_DOSE_2, addDays(TODAY, 14 + 60 + 14 - 1))).toEqual([]);
  });

  it('keeps an ordinary service to its own window', async () => {
    expect(await daysFrom(FLU_VACCINE, addDays(TODAY, 30))).toEqual([]);
  });
});
