import { type AvailabilityResponse, AvailabilityResponseSchema } from '@hs/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slotClaims } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import {
  everyDay,
  FIXTURE_SERVICES,
  insertBooking,
  insertClinic,
  insertFixtureServices,
  insertHold,
} from '#api/test/availability-fixtures.js';
import { TEST_TODAY } from '#api/test/database.js';

// TEST_TODAY is Monday 2 March 2026, 15:00Z = 10:00 in New York. Clinics open 09:00-17:00 with lunch 12-13.
const NY = 'America/New_York';
const TOMORROW = '2026-03-03';
const at = (iso: string) => new Date(iso);
const { quick, long, prepared, virtual } = FIXTURE_SERVICES;

describe('availability against the slot inventory', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    await insertFixtureServices(t.database.db);
    await insertClinic(t.database.db, { id: '90000001' });
    await insertClinic(t.database.db, { id: '90000002', slotCapacity: 2 });
    await insertClinic(t.database.db, { id: '90000003', weeklyHours: everyDay('09:00', '09:15') });
    await insertClinic(t.database.db, { id: '90000004', serviceIds: [quick.id] });
    await insertClinic(t.database.db, { id: '90000005', weeklyHours: everyDay('00:00', '04:00') });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_TODAY);
    await t.database.db.delete(slotClaims);
  });

  async function timeslots(query: string): Promise<AvailabilityResponse> {
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v3/timeslots?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return AvailabilityResponseSchema.parse(response.json());
  }

  /** The slot times ("HH:mm") a provider offers on a date, read from the answer's values. */
  async function slotTimes(providerId: string, serviceIds: number[], date: string, extra = ''): Promise<string[]> {
    const body = await timeslots(
      `filter.locationIds=${providerId}&filter.serviceIds=${serviceIds.join(',')}&filter.startDate=${date}&filter.endDate=${date}${extra}`,
    );
    const day = body.data.appointmentTimeSlots[0]?.services[0]?.availability.find((d) => d.date === date);
    return (day?.timeslots ?? []).map((slot) => slot.value.slice(11, 16));
  }

  it('offers every quarter-hour where the visit fits before lunch or closing', async () => {
    const times = await slotTimes('90000001', [quick.id], TOMORROW);
    expect(times).toHaveLength(12 + 16);
    expect(times.slice(0, 2)).toEqual(['09:00', '09:15']);
    expect(times).toContain('11:45');
    expect(times.some((time) => time >= '12:00' && time < '13:00')).toBe(false);
    expect(times.at(-1)).toBe('16:45');
    expect(await slotTimes('90000001', [long.id], TOMORROW)).toHaveLength(11 + 15);
  });

  it('adds up the lengths of services booked together', async () => {
    const times = await slotTimes('90000001', [quick.id, long.id], TOMORROW);
    expect(times).toHaveLength(10 + 14);
    expect(times).toContain('11:15');
    expect(times).not.toContain('11:30');
    const body = await timeslots(`filter.locationIds=90000001&filter.serviceIds=${quick.id},${long.id}`);
    const service = body.data.appointmentTimeSlots[0]!.services[0]!;
    expect(service.serviceId).toBe(quick.id);
    expect(service.availability[0]!.timeslots[0]!.serviceIds).toEqual([quick.id, long.id]);
  });

  it('takes a booked cell away from every slot that covers it', async () => {
    await insertBooking(t.database.db, {
      id: 'appointment-1',
      providerId: '90000001',
      cell: at('2026-03-03T14:30:00Z'), // 09:30
      timeZone: NY,
      localDate: TOMORROW,
    });
    const quickTimes = await slotTimes('90000001', [quick.id], TOMORROW);
    expect(quickTimes.slice(0, 3)).toEqual(['09:00', '09:15', '09:45']);
    const longTimes = await slotTimes('90000001', [long.id], TOMORROW);
    expect(longTimes.slice(0, 3)).toEqual(['09:00', '09:45', '10:00']);
  });

  it('counts holds until they expire, with no job needed to free them', async () => {
    await insertHold(t.database.db, {
      providerId: '90000001',
      cell: at('2026-03-03T15:00:00Z'), // 10:00
      expiresAt: new Date(TEST_TODAY.getTime() + 10 * 60 * 1000),
    });
    await insertHold(t.database.db, {
      providerId: '90000001',
      cell: at('2026-03-03T15:15:00Z'), // 10:15, already expired
      expiresAt: new Date(TEST_TODAY.getTime() - 60 * 1000),
    });
    let times = await slotTimes('90000001', [quick.id], TOMORROW);
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:15');

    t.clock.advance(10 * 60 * 1000); // the hold expires exactly now
    times = await slotTimes('90000001', [quick.id], TOMORROW);
    expect(times).toContain('10:00');
  });

  it('fills a cell only when every seat of the capacity is taken', async () => {
    const cell = at('2026-03-03T14:00:00Z'); // 09:00
    const expiresAt = new Date(TEST_TODAY.getTime() + 60 * 60 * 1000);
    await insertHold(t.database.db, { providerId: '90000002', cell, seat: 1, capacity: 2, expiresAt });
    expect(await slotTimes('90000002', [quick.id], TOMORROW)).toContain('09:00');
    await insertHold(t.database.db, { providerId: '90000002', cell, seat: 2, capacity: 2, expiresAt });
    expect(await slotTimes('90000002', [quick.id], TOMORROW)).not.toContain('09:00');
  });

  it('never offers a slot at or before the injected now', async () => {
    t.clock.set(at('2026-03-02T16:07:00Z')); // 11:07
    expect((await slotTimes('90000001', [quick.id], '2026-03-02'))[0]).toBe('11:15');
    t.clock.set(at('2026-03-02T16:15:00Z')); // 11:15 exactly
    expect((await slotTimes('90000001', [quick.id], '2026-03-02'))[0]).toBe('11:30');
    t.clock.set(at('2026-03-02T22:30:00Z')); // 17:30, closed
    const body = await timeslots(
      `filter.locationIds=90000001&filter.serviceIds=${quick.id}&filter.startDate=2026-02-20`,
    );
    const result = body.data.appointmentTimeSlots[0]!;
    expect(result.services[0]!.availability[0]).toEqual({ date: '2026-03-02', timeslots: [] });
    expect(result.nextAvailable).toBe('2026-03-03T09:00:00-05:00');
  });

  it('starts the window after the lead time and ends it at maxDaysAhead', async () => {
    const prep = await timeslots(`filter.locationIds=90000001&filter.serviceIds=${prepared.id}`);
    const prepDates = prep.data.appointmentTimeSlots[0]!.services[0]!.availability.map((d) => d.date);
    expect(prepDates[0]).toBe('2026-03-04');
    expect(prepDates.at(-1)).toBe('2026-03-15');
    const short = await timeslots(`filter.locationIds=90000001&filter.serviceIds=${virtual.id}`);
    expect(short.data.appointmentTimeSlots[0]!.services[0]!.availability.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('reports NO_AVAILABILITY when everything in the window is taken, SERVICE_UNAVAILABLE when not offered', async () => {
    await insertHold(t.database.db, {
      providerId: '90000003',
      cell: at('2026-03-03T14:00:00Z'),
      expiresAt: new Date(TEST_TODAY.getTime() + 60 * 60 * 1000),
    });
    const full = await timeslots(
      `filter.locationIds=90000003&filter.serviceIds=${quick.id}&filter.startDate=${TOMORROW}&filter.endDate=${TOMORROW}`,
    );
    expect(full.data.appointmentTimeSlots[0]).toMatchObject({ status: 'NO_AVAILABILITY', nextAvailable: null });
    const missing = await timeslots(`filter.locationIds=90000004&filter.serviceIds=${long.id}`);
    expect(missing.data.appointmentTimeSlots[0]).toMatchObject({
      status: 'SERVICE_UNAVAILABLE',
      services: [],
      nextAvailable: null,
    });
  });

  it('has no 02:00 slots on the day clocks spring forward, and the right offsets either side', async () => {
    t.clock.set(at('2026-03-07T12:00:00Z'));
    const body = await timeslots(
      `filter.locationIds=90000005&filter.serviceIds=${quick.id}&filter.startDate=2026-03-08&filter.endDate=2026-03-08`,
    );
    const values = body.data.appointmentTimeSlots[0]!.services[0]!.availability[0]!.timeslots.map((s) => s.value);
    expect(values).toHaveLength(12);
    expect(values[0]).toBe('2026-03-08T00:00:00-05:00');
    expect(values.some((v) => v.includes('T02:'))).toBe(false);
    expect(values.at(-1)).toBe('2026-03-08T03:45:00-04:00');
  });
});
