import { type AvailabilityResponse, AvailabilityResponseSchema, ErrorBodySchema } from '@hs/contracts';
import { daySlots, startsAfter } from '@hs/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, benefitCodeClinics, slotClaims } from '#api/db/schema.js';
import { distanceMiles, resolveLocation } from '#api/modules/geo';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import { storedSlotRules } from '#api/test/slot-rules.js';

const PATH = '/appointment-management/v1/results/physical';
const SICK_VISIT = 29;
const FLU_VACCINE = 101;
const DOT_PHYSICAL = 401;

describe(`GET ${PATH}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `${PATH}?${query}` });

  async function search(query: string): Promise<AvailabilityResponse> {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return AvailabilityResponseSchema.parse(response.json());
  }

  const providersOf = (body: AvailabilityResponse) => body.data.appointmentTimeSlots.map((a) => a.provider);

  it('finds clinics near 45202 nearest first, within the default 25 miles, distances as the geo service has them', async () => {
    const body = await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202`);
    const providers = providersOf(body);
    const origin = resolveLocation('45202')!;
    expect(providers.length).toBeGreaterThan(5);
    for (const [index, provider] of providers.entries()) {
      expect(provider.distance).toBeLessThanOrEqual(25);
      if (index > 0) expect(provider.distance!).toBeGreaterThanOrEqual(providers[index - 1]!.distance!);
      const expected = distanceMiles(origin, { latitude: provider.location!.lat, longitude: provider.location!.lng });
      expect(provider.distance).toBeCloseTo(expected, 4);
      expect(provider.address?.addressLines[0]).toBeTruthy();
      expect(provider.brand?.logoUrl).toMatch(/^\/brand-logos\/[a-z0-9-]+\/[0-9a-f]{12}\.svg$/);
    }
    expect(body.errors).toEqual([]);
    expect(body.warnings.appointmentTimeSlots).toEqual([]);
  });

  it('finds the same clinics from "Cincinnati, OH", sorted by distance', async () => {
    const providers = providersOf(
      await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=Cincinnati,%20OH`),
    );
    expect(providers.length).toBeGreaterThan(5);
    expect(providers.map((p) => p.distance)).toEqual([...providers.map((p) => p.distance)].sort((a, b) => a! - b!));
    expect(providers.filter((p) => p.address?.stateProvince === 'OH').length).toBeGreaterThan(0);
  });

  it('respects the radius and maxResults', async () => {
    const wide = providersOf(
      await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=50`),
    );
    const narrow = providersOf(
      await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=5`),
    );
    expect(narrow.every((p) => p.distance! <= 5)).toBe(true);
    expect(wide.every((p) => p.distance! <= 50)).toBe(true);
    expect(wide.length).toBeGreaterThan(narrow.length);
    expect(wide.slice(0, narrow.length).map((p) => p.providerId)).toEqual(narrow.map((p) => p.providerId));

    const three = providersOf(
      await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=50&filter.maxResults=3`),
    );
    expect(three.map((p) => p.providerId)).toEqual(wide.slice(0, 3).map((p) => p.providerId));
  });

  it('limits results to clinics accepting a valid benefit code, flagged, whatever its case', async () => {
    const all = providersOf(
      await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=50`),
    );
    const withCode = providersOf(
      await search(
        `filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=50&filter.benefitCode=wellness2026`,
      ),
    );
    const accepting = await t.database.db
      .select({ providerId: benefitCodeClinics.providerId })
      .from(benefitCodeClinics)
      .where(eq(benefitCodeClinics.code, 'WELLNESS2026'));
    const acceptingIds = new Set(accepting.map((row) => row.providerId));
    expect(withCode.length).toBeGreaterThan(0);
    expect(withCode.every((p) => p.isBenefitCode)).toBe(true);
    expect(withCode.map((p) => p.providerId)).toEqual(
      all.filter((p) => acceptingIds.has(p.providerId)).map((p) => p.providerId),
    );
    expect(all.every((p) => !p.isBenefitCode)).toBe(true);
  });

  it('refuses an expired or unknown benefit code with 400 naming filter.benefitCode', async () => {
    for (const code of ['EXPIRED2025', 'NOSUCHCODE']) {
      const response = await get(
        `filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.benefitCode=${code}`,
      );
      expect(response.statusCode, code).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).errors[0]).toMatchObject({
        code: 'INVALID_BENEFIT_CODE',
        field: 'filter.benefitCode',
      });
    }
  });

  it('marks clinics without the service SERVICE_UNAVAILABLE and keeps them in distance order', async () => {
    const body = await search(`filter.serviceIds=${DOT_PHYSICAL}&filter.freeFormAddress=45202&filter.radius=50`);
    for (const result of body.data.appointmentTimeSlots) {
      const offers = result.provider.services.includes(DOT_PHYSICAL);
      expect(result.status === 'SERVICE_UNAVAILABLE', result.provider.providerId).toBe(!offers);
      if (!offers) expect(result.services).toEqual([]);
    }
  });

  it('offers, for services booked together, the slots the hours hold for their summed length', async () => {
    const body = await search(
      `filter.serviceIds=${SICK_VISIT},${FLU_VACCINE}&filter.freeFormAddress=45202&filter.maxResults=5`,
    );
    const result = body.data.appointmentTimeSlots.find((r) => r.status === 'AVAILABLE')!;
    const rules = { ...(await storedSlotRules(t.database.db, result.provider.providerId)), slotMinutes: 20 + 15 };
    for (const day of result.services[0]!.availability) {
      const expected = daySlots(rules, day.date).filter((slot) => startsAfter(slot.start, TEST_TODAY));
      expect(day.timeslots.map((s) => s.value)).toEqual(expected.map((s) => s.value));
      expect(day.timeslots.every((s) => s.serviceIds.join() === `${SICK_VISIT},${FLU_VACCINE}`)).toBe(true);
    }
    expect(result.services[0]!.availability).toHaveLength(14);
  });

  it('answers 404 LOCATION_UNAVAILABLE for a place that resolves nowhere or has no clinic near it', async () => {
    for (const place of ['00000', 'Atlantis,%20OH', '99501', 'Honolulu,%20HI']) {
      const response = await get(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=${place}`);
      expect(response.statusCode, place).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).errors).toEqual([
        expect.objectContaining({ status: 404, code: 'LOCATION_UNAVAILABLE' }),
      ]);
    }
  });

  it('refuses an unknown service with 400 even where no clinic is near, the services read alongside the clinics', async () => {
    for (const place of ['45202', '99501']) {
      const response = await get(`filter.serviceIds=99999&filter.freeFormAddress=${place}`);
      expect(response.statusCode, place).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).errors[0]).toMatchObject({
        code: 'UNKNOWN_SERVICE',
        field: 'filter.serviceIds',
      });
    }
  });

  it('writes nothing', async () => {
    const { db } = t.database;
    const counts = async () => [await db.$count(slotClaims), await db.$count(appointments), await db.$count(auditLog)];
    const before = await counts();
    await search(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=45202&filter.radius=50`);
    await get(`filter.serviceIds=${SICK_VISIT}&filter.freeFormAddress=99501`);
    expect(await counts()).toEqual(before);
  });
});
