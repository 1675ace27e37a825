import { ClinicDetailsResponseSchema } from '@hs/contracts';
import type { WeeklyHours } from '@hs/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, closures, providers, slotClaims } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { WEEKDAY_LUNCH_HOURS as HOURS } from '#api/test/clinic-hours-fixture.js';
import { expectFieldRejections } from '#api/test/field-rejections.js';

describe('GET /appointment-management/v1/clinic-details', () => {
  let t: TestApp;
  let clinic: { providerId: string; divisionNumber: string; storeNumber: string };
  beforeAll(async () => {
    t = await createTestApp();
    [clinic] = (await t.database.db
      .select({
        providerId: clinics.providerId,
        divisionNumber: clinics.divisionNumber,
        storeNumber: clinics.storeNumber,
      })
      .from(clinics)
      .orderBy(clinics.providerId)
      .limit(1)) as [typeof clinic];
    // The tests choose this clinic's closures, so the demo chain's (chain-wide ones included) go.
    await t.database.db.delete(closures);
    // Phoenix keeps UTC-7 all year, so the local day differs from the UTC day in the evening.
    await t.database.db
      .update(providers)
      .set({ timeZone: 'America/Phoenix', weeklyHours: HOURS })
      .where(eq(providers.id, clinic.providerId));
    await t.database.db
      .update(clinics)
      .set({ isSchedulerEnabled: true })
      .where(eq(clinics.providerId, clinic.providerId));
  });
  afterAll(() => t.close());

  const details = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v1/clinic-details?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const detailsAt = async (instant: string) => {
    t.clock.set(new Date(instant));
    const { status, body } = await details(
      `filter.divisionNumber=${clinic.divisionNumber}&filter.storeNumber=${clinic.storeNumber}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return ClinicDetailsResponseSchema.parse(body).data.clinicDetails;
  };

  it('answers the clinic with its services', async () => {
    const found = await detailsAt('2026-03-02T15:00:00Z');
    expect(found.id).toBe(`${clinic.divisionNumber}${clinic.storeNumber}`);
    expect(found.distance).toBeNull();
    expect(found.services.map((s) => s.id)).toContain(29);
    expect(found.services.every((s) => s.category === s.category.trim() && s.name.length > 0)).toBe(true);
    expect(found.hours.week).toEqual([
      { day: 'Mon-Fri', hours: '8:30 AM - 7:30 PM' },
      { day: 'Sat', hours: '9:00 AM - 5:00 PM' },
      { day: 'Sun', hours: 'Closed' },
    ]);
  });

  it("reads today's hours in the clinic's own time zone", async () => {
    // Saturday 05:30 UTC is still Friday 22:30 in Phoenix: weekday hours, closed at that hour.
    const fridayNight = await detailsAt('2026-03-07T05:30:00Z');
    expect(fridayNight.hours.today).toBe('8:30 AM - 7:30 PM');
    expect(fridayNight.lunchHours).toBe('1:00 PM - 2:00 PM');
    expect(fridayNight.hours.todayTimes).toEqual({ from: '08:30', to: '19:30' });
    expect(fridayNight.lunchTimes).toEqual({ from: '13:00', to: '14:00' });
    expect(fridayNight.waitInfo.clinicAvailable).toBe(false);

    const fridayLunch = await detailsAt('2026-03-06T20:30:00Z');
    expect(fridayLunch.waitInfo.clinicAvailable).toBe(false);
    const fridayMorning = await detailsAt('2026-03-06T16:00:00Z');
    expect(fridayMorning.waitInfo.clinicAvailable).toBe(true);

    const saturday = await detailsAt('2026-03-07T17:00:00Z');
    expect(saturday.hours.today).toBe('9:00 AM - 5:00 PM');
    expect(saturday.lunchHours).toBe('Lunch hours not currently available');
    expect(saturday.lunchTimes).toBeNull();

    const sunday = await detailsAt('2026-03-08T17:00:00Z');
    expect(sunday.hours.today).toBe('Closed');
    expect(sunday.hours.todayTimes).toBe('closed');
    expect(sunday.waitInfo.clinicAvailable).toBe(false);
  });

  it('offers the next slot of the clinic reason that still has a free seat', async () => {
    await t.database.db.update(providers).set({ slotCapacity: 1 }).where(eq(providers.id, clinic.providerId));
    // Friday 09:00 in Phoenix; a sick visit lasts 20 minutes, so it covers two 15-minute cells.
    const now = '2026-03-06T16:00:00Z';
    expect((await detailsAt(now)).nextAvailableAppointment).toBe('2026-03-06T16:15:00.000Z');

    const hold = (startsAt: string, expiresAt: string, code: string) => ({
      providerId: clinic.providerId,
      startsAt: new Date(startsAt),
      seat: 1,
      capacity: 1,
      serviceId: 29,
      reservationCode: code,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
    });
    await t.database.db.insert(slotClaims).values([
      hold('2026-03-06T16:15:00Z', '2026-03-06T16:10:00Z', 'held-1'),
      hold('2026-03-06T16:30:00Z', '2026-03-06T16:10:00Z', 'held-2'),
      // Expired before now: it no longer takes the seat.
      hold('2026-03-06T16:45:00Z', '2026-03-06T15:59:00Z', 'expired'),
    ]);
    expect((await detailsAt(now)).nextAvailableAppointment).toBe('2026-03-06T16:45:00.000Z');

    await t.database.db
      .update(clinics)
      .set({ isSchedulerEnabled: false })
      .where(eq(clinics.providerId, clinic.providerId));
    expect((await detailsAt(now)).nextAvailableAppointment).toBeNull();
    await t.database.db
      .update(clinics)
      .set({ isSchedulerEnabled: true })
      .where(eq(clinics.providerId, clinic.providerId));
  });

  it('falls back to the §9 messages when the stored hours cannot be read', async () => {
    await t.database.db
      .update(providers)
      .set({ weeklyHours: {} as WeeklyHours })
      .where(eq(providers.id, clinic.providerId));
    const found = await detailsAt('2026-03-06T16:00:00Z');
    expect(found.hours).toEqual({ today: 'Hours not currently available', week: [], todayTimes: 'unknown' });
    expect(found.lunchHours).toBe('Lunch hours not currently available');
    await t.database.db.update(providers).set({ weeklyHours: HOURS }).where(eq(providers.id, clinic.providerId));
  });

  it('lists each weekday with its breaks, and the coming closures with their reasons, on the clinic clock', async () => {
    await t.database.db.insert(closures).values([
      // Ended before now: not listed.
      {
        id: 'past',
        providerId: clinic.providerId,
        startsLocal: '2026-02-16 00:00',
        endsLocal: '2026-02-17 00:00',
        reason: 'Presidents Day',
      },
      {
        id: 'eve',
        providerId: clinic.providerId,
        startsLocal: '2026-03-06 14:00',
        endsLocal: '2026-03-07 00:00',
        reason: 'Staff training',
      },
      {
        id: 'chain',
        providerId: null,
        startsLocal: '2026-05-25 00:00',
        endsLocal: '2026-05-26 00:00',
        reason: 'Memorial Day',
      },
      // More than 90 days ahead: not listed yet.
      {
        id: 'far',
        providerId: null,
        startsLocal: '2026-07-04 00:00',
        endsLocal: '2026-07-05 00:00',
        reason: 'Independence Day',
      },
    ]);
    try {
      // Friday 09:00 in Phoenix.
      const found = await detailsAt('2026-03-06T16:00:00Z');
      expect(found.weeklyHours).toEqual([
        ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
          day,
          hours: '8:30 AM - 7:30 PM',
          breaks: ['1:00 PM - 2:00 PM'],
          weekday: day.toLowerCase(),
          times: { from: '08:30', to: '19:30' },
          breakTimes: [{ from: '13:00', to: '14:00' }],
        })),
        {
          day: 'Saturday',
          hours: '9:00 AM - 5:00 PM',
          breaks: [],
          weekday: 'saturday',
          times: { from: '09:00', to: '17:00' },
          breakTimes: [],
        },
        { day: 'Sunday', hours: 'Closed', breaks: [], weekday: 'sunday', times: 'closed', breakTimes: [] },
      ]);
      expect(found.closures).toEqual([
        { startsLocal: '2026-03-06T14:00', endsLocal: '2026-03-07T00:00', reason: 'Staff training' },
        { startsLocal: '2026-05-25T00:00', endsLocal: '2026-05-26T00:00', reason: 'Memorial Day' },
      ]);
      // Closing at 14:00 today: today's hours end then, and the last 20-minute visit starts at 12:40 at the latest.
      expect(found.hours.today).toBe('8:30 AM - 1:00 PM');
      expect(found.hours.todayTimes).toEqual({ from: '08:30', to: '13:00' });
      const afternoon = await detailsAt('2026-03-06T21:30:00Z');
      expect(afternoon.waitInfo.clinicAvailable).toBe(false);
      expect(afternoon.nextAvailableAppointment).toBe('2026-03-07T16:00:00.000Z');
    } finally {
      await t.database.db.delete(closures);
    }
  });

  it('reads a holiday as closed today, and offers the next appointment after it', async () => {
    await t.database.db.insert(closures).values({
      id: 'holiday',
      providerId: null,
      startsLocal: '2026-03-06 00:00',
      endsLocal: '2026-03-07 00:00',
      reason: 'Chain holiday',
    });
    try {
      const holiday = await detailsAt('2026-03-06T16:00:00Z');
      expect(holiday.hours.today).toBe('Closed');
      expect(holiday.waitInfo.clinicAvailable).toBe(false);
      // Saturday opens at 09:00 Phoenix time.
      expect(holiday.nextAvailableAppointment).toBe('2026-03-07T16:00:00.000Z');
      expect(holiday.closures.map((c) => c.reason)).toEqual(['Chain holiday']);
    } finally {
      await t.database.db.delete(closures);
    }
  });

  it('answers 404 for an unknown clinic', async () => {
    const { status, body } = await details('filter.divisionNumber=999&filter.storeNumber=99999');
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe('CLINIC_NOT_FOUND');
  });

  it('rejects missing and malformed store numbers with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['filter.storeNumber=00100', 'filter.divisionNumber'],
      ['filter.divisionNumber=014', 'filter.storeNumber'],
      ['filter.divisionNumber=14&filter.storeNumber=00100', 'filter.divisionNumber'],
      ['filter.divisionNumber=014&filter.storeNumber=001000', 'filter.storeNumber'],
      ["filter.divisionNumber=014&filter.storeNumber=1'%20OR%20'1'='1", 'filter.storeNumber'],
      ['filter.divisionNumber=%D9%A0%D9%A1%D9%A4&filter.storeNumber=00100', 'filter.divisionNumber'],
      ['filter.divisionNumber=014&filter.storeNumber=00100&filter.reasonId=abc', 'filter.reasonId'],
    ];
    await expectFieldRejections(details, cases);
  });
});
