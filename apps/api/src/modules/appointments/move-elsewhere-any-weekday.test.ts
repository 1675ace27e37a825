import { AvailabilityResponseSchema, type ProviderAvailability } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RESULTS = '/appointment-management/v1/results/physical';
const TIMESLOTS = '/appointment-management/v3/timeslots';
const SHINGLES_1 = 105;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A Monday, early afternoon in Cincinnati; the loop below makes each day of the week today in turn. */
const MONDAY = new Date('2026-03-02T18:00:00Z');

const firstDayWithTimes = (entry: ProviderAvailability) =>
  entry.services[0]?.availability.find((day) => day.timeslots.length > 0)?.timeslots[0]?.value.slice(0, 10);

/**
 * The move calendar opens on the first day of a clinic's window, one day on a phone. The journey that moves a
 * shingles visit to another clinic near 45202 takes a time there, or the page's "See Next Available Appointment"
 * when that clinic has none on its first day (a Sunday it is closed). Run under a fixed clock for each day of the
 * week, so the journey holds on whatever day it runs: every clinic it may move to has a next available time in its
 * window, and asking from that day shows it.
 */
describe('moving a visit to another clinic, whatever the day of the week', () => {
  const t = useTestApp();

  async function availability(path: string, query: Record<string, string>): Promise<ProviderAvailability[]> {
    const params = new URLSearchParams({
      'filter.serviceIds': String(SHINGLES_1),
      'filter.businessNames': 'tlc',
      ...query,
    });
    const response = await t.app.inject({ method: 'GET', url: `${path}?${params}` });
    expect(response.statusCode, response.body).toBe(200);
    return AvailabilityResponseSchema.parse(response.json()).data.appointmentTimeSlots;
  }

  for (let offset = 0; offset < 7; offset += 1) {
    const today = new Date(MONDAY.getTime() + offset * DAY_MS);
    const weekday = today.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'America/New_York' });

    it(`on a ${weekday}, every clinic near 45202 offers a next available time that its calendar then shows`, async () => {
      t.clock.set(today);
      const clinics = await availability(RESULTS, { 'filter.freeFormAddress': '45202', 'filter.maxResults': '20' });
      expect(clinics.length).toBeGreaterThan(8);
      for (const clinic of clinics) {
        const { providerId } = clinic.provider;
        const [calendar] = await availability(TIMESLOTS, { 'filter.locationIds': providerId });
        expect(calendar?.nextAvailable, `the next available time at ${providerId}`).toBeTruthy();
        const nextDay = calendar!.nextAvailable!.slice(0, 10);
        expect(firstDayWithTimes(calendar!)).toBe(nextDay);
        const [jumped] = await availability(TIMESLOTS, {
          'filter.locationIds': providerId,
          'filter.startDate': nextDay,
        });
        expect(jumped?.services[0]?.availability[0]?.date.slice(0, 10)).toBe(nextDay);
        expect(jumped?.services[0]?.availability[0]?.timeslots.map((slot) => slot.value)).toContain(
          calendar!.nextAvailable,
        );
      }
    });
  }
});
