import {
  AddressValidationResponseSchema,
  ClinicsResponseSchema,
  LocationSearchResponseSchema,
  LocatorClinicResponseSchema,
  LocatorClinicSearchResponseSchema,
} from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { expectFieldRejections, naming } from '#api/test/field-rejections.js';

describe('older clinic locator API (/tlc/api)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  describe('GET /tlc/api/clinic/search and /tlc/api/clinic/{division}/{store}', () => {
    it('answers the same clinics as the current API, in the locator view, with 1-based pages', async () => {
      const current = ClinicsResponseSchema.parse(
        (await get('/appointment-management/v1/clinics?filter.freeFormAddress=45202&page.offset=4')).body,
      );
      const { status, body } = await get('/tlc/api/clinic/search?freeFormAddress=45202&page=2&pageSize=4');
      expect(status).toBe(200);
      const older = LocatorClinicSearchResponseSchema.parse(body);
      expect(older.data.clinics.map((c) => `${c.divisionNumber}${c.storeNumber}`)).toEqual(
        current.data.clinics.map((c) => c.id),
      );
      expect(older.meta.clinics.page).toEqual({
        page: 2,
        pageSize: 4,
        totalPages: current.meta.clinics.page.totalPages,
        totalResults: current.meta.clinics.page.totalResults,
      });

      const clinic = older.data.clinics[0]!;
      expect(clinic.phoneNumber).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(clinic.latLong).toBe(`${clinic.latitude},${clinic.longitude}`);
      expect(clinic.weekHours[0]).toMatch(/^Mon-Fri: (\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M|Closed)$/);
      expect(clinic.weekHours).toHaveLength(3);
      expect(clinic.banner.logoUrl).toMatch(/^\/brand-logos\/[a-z0-9-]+\/[0-9a-f]{12}\.svg$/);
    });

    it('searches by latLong and radius', async () => {
      const { status, body } = await get('/tlc/api/clinic/search?latLong=39.1072,-84.502&radiusInMiles=2&pageSize=50');
      expect(status).toBe(200);
      const { data } = LocatorClinicSearchResponseSchema.parse(body);
      expect(data.clinics.every((c) => c.distance! <= 2)).toBe(true);
    });

    it('answers one clinic by division and store, and 404 for an unknown one', async () => {
      const search = LocatorClinicSearchResponseSchema.parse(
        (await get('/tlc/api/clinic/search?freeFormAddress=45202')).body,
      );
      const first = search.data.clinics[0]!;
      const { status, body } = await get(`/tlc/api/clinic/${first.divisionNumber}/${first.storeNumber}`);
      expect(status).toBe(200);
      expect(LocatorClinicResponseSchema.parse(body).data.clinic).toEqual({ ...first, distance: null });
      expect((await get('/tlc/api/clinic/999/99999')).status).toBe(404);
    });

    it('rejects bad input with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['/tlc/api/clinic/search', 'freeFormAddress'],
        ['/tlc/api/clinic/search?freeFormAddress=45202&page=0', 'page'],
        ['/tlc/api/clinic/search?freeFormAddress=45202&pageSize=51', 'pageSize'],
        ['/tlc/api/clinic/search?freeFormAddress=45202&radiusInMiles=1000', 'radiusInMiles'],
        ['/tlc/api/clinic/search?latLong=north', 'latLong'],
        ['/tlc/api/clinic/14/00100', 'division'],
        ['/tlc/api/clinic/014/abcde', 'store'],
      ];
      await expectFieldRejections(get, cases);
    });
  });

  describe('GET /tlc/api/location/search', () => {
    const predictions = async (text: string) => {
      const { status, body } = await get(`/tlc/api/location/search?freeFormAddress=${encodeURIComponent(text)}`);
      expect(status, text).toBe(200);
      return LocationSearchResponseSchema.parse(body).data.predictions;
    };

    it('predicts a ZIP code with its city', async () => {
      expect(await predictions('45202')).toEqual([
        { description: 'Cincinnati, OH 45202', zip: '45202', city: 'Cincinnati', stateCode: 'OH' },
      ]);
      expect(await predictions('00000')).toEqual([]);
    });

    it('predicts cities by prefix, case and space tolerant, with state codes or names', async () => {
      expect((await predictions('cinc'))[0]).toEqual({
        description: 'Cincinnati, OH',
        city: 'Cincinnati',
        stateCode: 'OH',
      });
      for (const text of ['cincinnati, ohio', '  CINCINNATI ,OH ', 'Cincinnati oh', 'cincinnati, o']) {
        expect((await predictions(text))[0]?.description, text).toBe('Cincinnati, OH');
      }
      const springs = await predictions('spring');
      expect(springs).toHaveLength(8);
      expect(springs.every((p) => p.city.toLowerCase().startsWith('spring'))).toBe(true);
      expect(await predictions('Atlantis, ZZ')).toEqual([]);
    });

    it('ranks places where the chain has clinics first', async () => {
      // Nash, OK and Nash, TX are exact names, but no search there finds a clinic; Nashville has a metro of them.
      expect((await predictions('Nash'))[0]?.description).toBe('Nashville, TN');
    });

    it('asks for a 5-digit ZIP code or more than 2 letters (§5), else 400 naming the field', async () => {
      const searchFor = (text: string) => get(`/tlc/api/location/search?freeFormAddress=${encodeURIComponent(text)}`);
      const texts = [
        '',
        'ab',
        '452',
        '4520',
        '452021',
        '   c ',
        "x'; DROP TABLE clinics;--",
        '🏥🏥🏥',
        'x'.repeat(101),
      ];
      await expectFieldRejections(searchFor, naming('freeFormAddress', texts));
      expect((await get('/tlc/api/location/search')).status).toBe(400);
    });
  });

  describe('POST /tlc/api/location/validateaddress', () => {
    it('answers exactly as the atlas address validation', async () => {
      const address = {
        addressLines: ['1 Main St'],
        cityTown: 'Cincinati',
        stateProvince: 'OH',
        postalCode: '45202',
        county: 'Hamilton',
      };
      const older = await t.app.inject({
        method: 'POST',
        url: '/tlc/api/location/validateaddress',
        payload: { address },
      });
      const atlas = await t.app.inject({
        method: 'POST',
        url: '/atlas/v1/locator/address-validation',
        payload: { address },
      });
      expect(older.statusCode).toBe(200);
      expect(AddressValidationResponseSchema.parse(older.json())).toEqual(atlas.json());
      expect(older.json().data.addressValidations).toMatchObject({ validated: true, corrected: true });
    });
  });
});
