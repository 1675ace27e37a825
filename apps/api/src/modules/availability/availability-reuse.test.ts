import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clinics, closures, providers, slotClaims } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import {
  everyDay,
  FIXTURE_SERVICES,
  insertClinic,
  insertFixtureServices,
  insertHold,
} from '#api/test/availability-fixtures.js';
import { TEST_TODAY } from '#api/test/database.js';
import { countQueries } from '#api/test/query-counter.js';

// TEST_TODAY is Monday 2 March 2026, 15:00Z = 10:00 in New York; the clinic is open 09:00-11:00.
const CLINIC = '90000101';
const TODAY = '2026-03-02';
const url = `/appointment-management/v3/timeslots?filter.locationIds=${CLINIC}&filter.serviceIds=${FIXTURE_SERVICES.quick.id}&filter.startDate=${TODAY}&filter.endDate=${TODAY}`;

/** Slots reused between searches must change the moment anything deciding them does, in any process. */
describe('reused availability', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    await insertFixtureServices(t.database.db);
    await insertClinic(t.database.db, { id: CLINIC, weeklyHours: everyDay('09:00', '11:00') });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_TODAY);
    await t.database.db.delete(slotClaims);
    await t.database.db
      .update(providers)
      .set({ weeklyHours: everyDay('09:00', '11:00') })
      .where(eq(providers.id, CLINIC));
  });

  async function times(): Promise<{ times: string[]; occupancyQueries: number }> {
    const counter = countQueries(t.database);
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      const day = response.json().data.appointmentTimeSlots[0].services[0].availability[0];
      return {
        times: day.timeslots.map((slot: { value: string }) => slot.value.slice(11, 16)),
        occupancyQueries: counter.statements().filter((s) => s.includes('slot_occupancy')).length,
      };
    } finally {
      counter.detach();
    }
  }

  it('reads no occupancy for a search it has answered, and sees a claim written behind its back', async () => {
    expect(await times()).toEqual({ times: ['10:15', '10:30', '10:45'], occupancyQueries: 1 });
    expect(await times()).toEqual({ times: ['10:15', '10:30', '10:45'], occupancyQueries: 0 });
    // Written straight to the database, as another API process would.
    await insertHold(t.database.db, {
      providerId: CLINIC,
      cell: new Date('2026-03-02T15:30:00Z'),
      expiresAt: new Date('2026-03-02T15:10:00Z'),
    });
    expect(await times()).toEqual({ times: ['10:15', '10:45'], occupancyQueries: 1 });
  });

  it('offers a held slot again once the hold lapses, with no write to tell it', async () => {
    await insertHold(t.database.db, {
      providerId: CLINIC,
      cell: new Date('2026-03-02T15:30:00Z'),
      expiresAt: new Date('2026-03-02T15:10:00Z'),
    });
    expect((await times()).times).toEqual(['10:15', '10:45']);
    t.clock.set(new Date('2026-03-02T15:09:59Z'));
    expect(await times()).toEqual({ times: ['10:15', '10:45'], occupancyQueries: 0 });
    t.clock.set(new Date('2026-03-02T15:10:00Z'));
    expect((await times()).times).toEqual(['10:15', '10:30', '10:45']);
  });

  it('drops a slot once it starts, and follows a change of hours', async () => {
    expect((await times()).times).toEqual(['10:15', '10:30', '10:45']);
    t.clock.set(new Date('2026-03-02T15:15:00Z'));
    expect((await times()).times).toEqual(['10:30', '10:45']);
    await t.database.db.execute(
      sql`update providers set weekly_hours = ${JSON.stringify(everyDay('09:00', '10:45'))}::jsonb where id = ${CLINIC}`,
    );
    expect((await times()).times).toEqual(['10:30']);
  });

  it('follows a closure written behind its back, its own or the chain’s, at once', async () => {
    expect((await times()).times).toEqual(['10:15', '10:30', '10:45']);
    // Written straight to the database, as the directory import would.
    await t.database.db.insert(closures).values({
      id: 'meeting',
      providerId: CLINIC,
      startsLocal: '2026-03-02 10:30',
      endsLocal: '2026-03-02 10:45',
      reason: 'Staff meeting',
    });
    expect((await times()).times).toEqual(['10:15', '10:45']);
    await t.database.db.insert(closures).values({
      id: 'storm',
      providerId: null,
      startsLocal: '2026-03-02 10:40',
      endsLocal: '2026-03-03 00:00',
      reason: 'Snow storm',
    });
    expect((await times()).times).toEqual(['10:15']);
    await t.database.db.delete(closures);
    expect((await times()).times).toEqual(['10:15', '10:30', '10:45']);
  });

  it('shows a changed card at once', async () => {
    const phone = async () =>
      (await t.app.inject({ method: 'GET', url })).json().data.appointmentTimeSlots[0].provider.phone;
    const before = await phone();
    await t.database.db.update(clinics).set({ phone: '(513) 555-0199' }).where(eq(clinics.providerId, CLINIC));
    expect(before).not.toBe('(513) 555-0199');
    expect(await phone()).toBe('(513) 555-0199');
  });

  it('answers the same whether it reuses slots or not', async () => {
    await insertHold(t.database.db, {
      providerId: CLINIC,
      cell: new Date('2026-03-02T15:15:00Z'),
      expiresAt: new Date('2026-03-02T15:20:00Z'),
    });
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.body).toBe(first.body);
  });
});
