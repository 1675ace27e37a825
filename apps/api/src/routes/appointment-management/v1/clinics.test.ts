import { ClinicsResponseSchema } from '@hs/contracts';
import { LOCATOR } from '@hs/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, providerServices } from '#api/db/schema.js';
import { distanceMiles, resolveZip } from '#api/modules/geo';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { expectFieldRejections } from '#api/test/field-rejections.js';

const HOME = resolveZip('45202')!;

describe('GET /appointment-management/v1/clinics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v1/clinics?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (query: string) => {
    const { status, body } = await search(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return ClinicsResponseSchema.parse(body);
  };

  /** The expected answer worked out apart from the SQL: every sick-visit clinic, measured in JavaScript. */
  async function expectedWithin(miles: number, from = HOME) {
    const rows = await t.database.db
      .select({ id: clinics.providerId, latitude: clinics.latitude, longitude: clinics.longitude })
      .from(clinics)
      .innerJoin(
        providerServices,
        and(eq(providerServices.providerId, clinics.providerId), eq(providerServices.serviceId, 29)),
      );
    return rows
      .map((row) => ({ id: row.id, miles: distanceMiles(from, row) }))
      .filter((row) => row.miles <= miles)
      .sort((a, b) => a.miles - b.miles || a.id.localeCompare(b.id));
  }

  it('finds the nearest clinics to a ZIP code first, 4 a page, with 6-decimal distances', async () => {
    const { data, meta } = await ok('filter.freeFormAddress=45202');
    const expected = await expectedWithin(25);
    const total = Math.min(expected.length, LOCATOR.maxResults);
    expect(total).toBeGreaterThan(LOCATOR.pageSize);
    expect(meta.clinics.page).toEqual({ totalPages: Math.ceil(total / 4), offset: 0, size: 4, totalResults: total });
    expect(data.clinics.map((c) => c.id)).toEqual(expected.slice(0, 4).map((c) => c.id));
    const distances = data.clinics.map((c) => c.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const [index, clinic] of data.clinics.entries()) {
      expect(clinic.distance).toBeCloseTo(expected[index]!.miles, 5);
      expect(String(clinic.distance).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
    }
  });

  it('returns every §3 field of a clinic', async () => {
    const { data } = await ok('filter.freeFormAddress=45202&page.size=1');
    const clinic = data.clinics[0]!;
    expect(clinic.id).toMatch(/^\d{8}$/);
    expect(clinic.address).toMatchObject({ city: expect.any(String), state: expect.stringMatching(/^[A-Z]{2}$/) });
    expect(clinic.address.lines[0]).toBeTruthy();
    expect(clinic.storeBanner.logoUrl).toMatch(/^\/brand-logos\/[a-z0-9-]+\/[0-9a-f]{12}\.svg$/);
    expect(clinic.hours.week.map((w) => w.day)).toEqual(['Mon-Fri', 'Sat', 'Sun']);
    expect(clinic.timeZone).toMatch(/^America\//);
    expect(clinic.waitInfo.description).toEqual(expect.any(String));
  });

  it('gives each bookable clinic its next available appointment within the 14-day window', async () => {
    const { data } = await ok('filter.freeFormAddress=45202&page.size=50');
    const now = t.clock.now().getTime();
    for (const clinic of data.clinics) {
      if (!clinic.isSchedulerEnabled) expect(clinic.nextAvailableAppointment, clinic.id).toBeNull();
      if (clinic.nextAvailableAppointment === null) continue;
      const next = Date.parse(clinic.nextAvailableAppointment);
      expect(next).toBeGreaterThan(now);
      expect(next).toBeLessThan(now + 14 * 24 * 60 * 60 * 1000);
    }
    expect(data.clinics.some((c) => c.nextAvailableAppointment !== null)).toBe(true);
  });

  it('pages by row offset without gaps or repeats, and caps the results at maxResults', async () => {
    const all = await ok('filter.freeFormAddress=45202&page.size=50');
    const pages = [];
    for (let offset = 0; offset < all.meta.clinics.page.totalResults; offset += 4) {
      pages.push(...(await ok(`filter.freeFormAddress=45202&page.offset=${offset}`)).data.clinics);
    }
    expect(pages.map((c) => c.id)).toEqual(all.data.clinics.map((c) => c.id));

    const capped = await ok('filter.freeFormAddress=45202&filter.maxResults=5&page.offset=4');
    expect(capped.meta.clinics.page).toEqual({ totalPages: 2, offset: 4, size: 4, totalResults: 5 });
    expect(capped.data.clinics).toHaveLength(1);

    const past = await ok('filter.freeFormAddress=45202&filter.maxResults=5&page.offset=40');
    expect(past.data.clinics).toEqual([]);
    expect(past.meta.clinics.page.totalResults).toBe(5);
  });

  it('searches by "City, State", by coordinates and within a radius', async () => {
    const byCity = await ok(`filter.freeFormAddress=${encodeURIComponent(' cincinnati ,  ohio ')}`);
    expect(byCity.data.clinics.length).toBeGreaterThan(0);
    const byLatLng = await ok(`filter.latLng=${HOME.latitude},${HOME.longitude}`);
    expect(byLatLng.data.clinics.map((c) => c.id)).toEqual(
      (await ok('filter.freeFormAddress=45202')).data.clinics.map((c) => c.id),
    );

    const near = await ok('filter.freeFormAddress=45202&filter.radius=3&page.size=50');
    expect(near.data.clinics.map((c) => c.id)).toEqual((await expectedWithin(3)).map((c) => c.id));
    expect(near.data.clinics.every((c) => c.distance! <= 3)).toBe(true);
  });

  it('finds nothing, without an error, for an unknown place, reason or business', async () => {
    for (const query of [
      'filter.freeFormAddress=Atlantis,%20ZZ',
      'filter.freeFormAddress=99999',
      'filter.freeFormAddress=45202&filter.reasonId=999999',
      'filter.freeFormAddress=45202&filter.businessName=dietitian',
    ]) {
      const { data, meta } = await ok(query);
      expect(data.clinics, query).toEqual([]);
      expect(meta.clinics.page.totalResults).toBe(0);
    }
  });

  it('describes wait times (§3)', async () => {
    const { data } = await ok('filter.freeFormAddress=45202&page.size=3');
    const [first, second, third] = data.clinics.map((c) => c.id);
    const setWait = (id: string, waitMinutes: number | null) =>
      t.database.db.update(clinics).set({ waitMinutes }).where(eq(clinics.providerId, id));
    await setWait(first!, 0);
    await setWait(second!, 65);
    await setWait(third!, null);
    const after = (await ok('filter.freeFormAddress=45202&page.size=3')).data.clinics;
    expect(after.map((c) => [c.waitInfo.description, c.waitInfo.waitMinutes])).toEqual([
      ['No Wait', 0],
      ['1 hr 5 min', 65],
      ['Wait time not currently available', 99999],
    ]);
  });

  it('rejects missing, malformed, oversized and hostile input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'filter.freeFormAddress'],
      ['filter.freeFormAddress=a', 'filter.freeFormAddress'],
      [`filter.freeFormAddress=${'x'.repeat(101)}`, 'filter.freeFormAddress'],
      ["filter.freeFormAddress=45202'%20OR%201=1--", 'filter.freeFormAddress'],
      ['filter.freeFormAddress=%3B%20DROP%20TABLE%20clinics', 'filter.freeFormAddress'],
      ['filter.freeFormAddress=%F0%9F%8F%A5%F0%9F%8F%A5', 'filter.freeFormAddress'],
      ['filter.latLng=abc', 'filter.latLng'],
      ['filter.latLng=91,0', 'filter.latLng'],
      ['filter.latLng=39.1,-184', 'filter.latLng'],
      ['filter.freeFormAddress=45202&filter.maxResults=51', 'filter.maxResults'],
      ['filter.freeFormAddress=45202&filter.maxResults=0', 'filter.maxResults'],
      ['filter.freeFormAddress=45202&filter.maxResults=-1', 'filter.maxResults'],
      ['filter.freeFormAddress=45202&filter.maxResults=99999999999999999999', 'filter.maxResults'],
      ['filter.freeFormAddress=45202&page.size=0', 'page.size'],
      ['filter.freeFormAddress=45202&page.offset=1e3', 'page.offset'],
      ['filter.freeFormAddress=45202&filter.radius=101', 'filter.radius'],
      ['filter.freeFormAddress=45202&filter.radius=NaN', 'filter.radius'],
      ['filter.freeFormAddress=45202&filter.reasonId=2147483648', 'filter.reasonId'],
      ['filter.freeFormAddress=45202&filter.businessName=photo', 'filter.businessName'],
      ['filter.freeFormAddress=45202&sortBy=name', 'sortBy'],
    ];
    await expectFieldRejections(search, cases);
  });

  it('says how far out of bounds a number is with the §5 generic messages', async () => {
    const cases: [string, string, string][] = [
      ['filter.maxResults=0', 'filter.maxResults', 'Input must be 1 or more.'],
      ['filter.maxResults=51', 'filter.maxResults', 'Input must be 50 or less.'],
      ['page.size=0', 'page.size', 'Input must be 1 or more.'],
      ['filter.radius=0.05', 'filter.radius', 'Input must be 0.1 or more.'],
      ['filter.radius=101', 'filter.radius', 'Input must be 100 or less.'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await search(`filter.freeFormAddress=45202&${query}`);
      expect(status, query).toBe(400);
      expect(body.errors[0], query).toMatchObject({ field, message: `${field}: ${message}` });
    }
  });
});
