import { AvailabilityResponseSchema } from '@hs/contracts';
import { hoursOn } from '@hs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { storedSlotRules } from '#api/test/slot-rules.js';

const SICK_VISIT = 29;

/** Searches the demo chain's Phoenix and Cincinnati clinics in winter and in summer. */
describe('availability in the provider time zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function firstResults(place: string, now: string) {
    t.clock.set(new Date(now));
    const response = await t.app.inject({
      method: 'GET',
      url: `/appointment-management/v1/results/physical?filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=${place}&filter.maxResults=3`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return AvailabilityResponseSchema.parse(response.json()).data.appointmentTimeSlots;
  }

  /** Every slot value's offset, and whether each open day's first slot sits at the local opening time. */
  async function check(results: Awaited<ReturnType<typeof firstResults>>, timezone: string, offset: string) {
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.timezone).toBe(timezone);
      const days = result.services[0]!.availability;
      const values = days.flatMap((day) => day.timeslots.map((slot) => slot.value));
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((value) => value.endsWith(offset))).toBe(true);
      const { weeklyHours } = await storedSlotRules(t.database.db, result.provider.providerId);
      for (const day of days.slice(1)) {
        const hours = hoursOn(weeklyHours, day.date);
        expect(day.timeslots[0]?.value.slice(11, 16)).toBe(hours?.opens);
        expect(day.timeslots.every((slot) => slot.value.startsWith(day.date))).toBe(true);
      }
    }
  }

  it('keeps a Phoenix clinic on MST (-07:00) in winter and in summer', async () => {
    await check(await firstResults('Phoenix,%20AZ', '2026-01-12T17:00:00Z'), 'America/Phoenix', '-07:00');
    await check(await firstResults('Phoenix,%20AZ', '2026-07-13T17:00:00Z'), 'America/Phoenix', '-07:00');
  });

  it('moves a Cincinnati clinic from EST to EDT', async () => {
    await check(await firstResults('45202', '2026-01-12T17:00:00Z'), 'America/New_York', '-05:00');
    await check(await firstResults('45202', '2026-07-13T17:00:00Z'), 'America/New_York', '-04:00');
  });
});
