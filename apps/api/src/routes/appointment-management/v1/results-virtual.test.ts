import { type AvailabilityResponse, AvailabilityResponseSchema, ErrorBodySchema } from '@hs/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLicenses, providers } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';

const VIRTUAL_PATH = '/appointment-management/v1/results/virtual';
const TIMESLOTS_PATH = '/appointment-management/v3/timeslots';
const VIRTUAL_SICK_VISIT = 701;
const DIETITIAN_INITIAL = 801;
const SICK_VISIT = 29;

describe('state-based and per-provider availability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, query: string) => t.app.inject({ method: 'GET', url: `${path}?${query}` });

  async function ok(path: string, query: string): Promise<AvailabilityResponse> {
    const response = await get(path, query);
    expect(response.statusCode, response.body).toBe(200);
    return AvailabilityResponseSchema.parse(response.json());
  }

  async function licensedIn(state: string, kind: 'virtual' | 'dietitian'): Promise<string[]> {
    const rows = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .innerJoin(providerLicenses, eq(providerLicenses.providerId, providers.id))
      .where(and(eq(providerLicenses.stateCode, state), eq(providers.kind, kind)))
      .orderBy(providers.id);
    return rows.map((row) => row.id);
  }

  const earliestFirst = (body: AvailabilityResponse) => {
    const instants = body.data.appointmentTimeSlots.map((r) =>
      r.nextAvailable ? Date.parse(r.nextAvailable) : Infinity,
    );
    return instants.every((instant, i) => i === 0 || instant >= instants[i - 1]!);
  };

  it('lists the dietitians licensed in the state, earliest availability first', async () => {
    const body = await ok(
      VIRTUAL_PATH,
      `filter.businessNames=dietitian&filter.serviceIds=${DIETITIAN_INITIAL}&filter.state=OH`,
    );
    const ids = body.data.appointmentTimeSlots.map((r) => r.provider.providerId);
    expect([...ids].sort()).toEqual(await licensedIn('OH', 'dietitian'));
    expect(earliestFirst(body)).toBe(true);
    for (const result of body.data.appointmentTimeSlots) {
      expect(result.provider).toMatchObject({ licensureState: 'OH', address: null, distance: null, brand: null });
      expect(result.provider.qualification).toBeTruthy();
      expect(result.status).toBe('AVAILABLE');
    }
    const two = await ok(
      VIRTUAL_PATH,
      `filter.businessNames=dietitian&filter.serviceIds=${DIETITIAN_INITIAL}&filter.state=oh&filter.maxResults=2`,
    );
    expect(two.data.appointmentTimeSlots.map((r) => r.provider.providerId)).toEqual(ids.slice(0, 2));
  });

  it('lists the virtual care teams licensed in the state over a two-day window', async () => {
    const body = await ok(
      VIRTUAL_PATH,
      `filter.businessNames=tlc&filter.isVirtualVisit=true&filter.serviceIds=${VIRTUAL_SICK_VISIT}&filter.state=OH`,
    );
    expect(body.data.appointmentTimeSlots.map((r) => r.provider.providerId).sort()).toEqual(
      await licensedIn('OH', 'virtual'),
    );
    for (const result of body.data.appointmentTimeSlots) {
      expect(result.services[0]!.availability.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    }
  });

  it('answers 404 LOCATION_UNAVAILABLE for a state without a licensed provider', async () => {
    for (const query of [
      `filter.isVirtualVisit=true&filter.serviceIds=${VIRTUAL_SICK_VISIT}&filter.state=AK`,
      `filter.businessNames=dietitian&filter.serviceIds=${DIETITIAN_INITIAL}&filter.state=HI`,
    ]) {
      const response = await get(VIRTUAL_PATH, query);
      expect(response.statusCode, query).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).errors[0]).toMatchObject({ code: 'LOCATION_UNAVAILABLE' });
    }
  });

  it('answers per provider in the order asked, warning about ids it cannot use', async () => {
    const near = await ok(
      '/appointment-management/v1/results/physical',
      `filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.maxResults=2`,
    );
    const [first, second] = near.data.appointmentTimeSlots.map((r) => r.provider.providerId) as [string, string];
    const body = await ok(
      TIMESLOTS_PATH,
      `filter.locationIds=${second},nope-404,${first}&filter.serviceIds=${SICK_VISIT}`,
    );
    expect(body.data.appointmentTimeSlots.map((r) => r.provider.providerId)).toEqual([second, first]);
    expect(body.data.appointmentTimeSlots[0]!.provider.distance).toBeNull();
    expect(body.warnings.appointmentTimeSlots).toEqual([
      expect.objectContaining({ code: 'PROVIDER_NOT_FOUND', providerId: 'nope-404' }),
    ]);
    expect(body.data.appointmentTimeSlots[0]!.services[0]!.availability).toEqual(
      near.data.appointmentTimeSlots[1]!.services[0]!.availability,
    );

    const none = await get(TIMESLOTS_PATH, `filter.locationIds=nope-1,nope-2&filter.serviceIds=${SICK_VISIT}`);
    expect(none.statusCode).toBe(404);
  });

  it('answers per state for virtual visits, and gives a dietitian date weeks ahead a full window', async () => {
    const virtual = await ok(
      TIMESLOTS_PATH,
      `filter.isVirtualVisit=true&filter.licensureState=OH&filter.serviceIds=${VIRTUAL_SICK_VISIT}`,
    );
    expect(virtual.data.appointmentTimeSlots.map((r) => r.provider.providerId).sort()).toEqual(
      await licensedIn('OH', 'virtual'),
    );

    const [dietitian] = await licensedIn('OH', 'dietitian');
    const later = await ok(
      TIMESLOTS_PATH,
      `filter.locationIds=${dietitian}&filter.serviceIds=${DIETITIAN_INITIAL}&filter.startDate=2026-04-01`,
    );
    const dates = later.data.appointmentTimeSlots[0]!.services[0]!.availability.map((d) => d.date);
    expect(dates[0]).toBe('2026-04-01');
    expect(dates).toHaveLength(14);
  });
});
