import { LicensureResponseSchema } from '@hs/contracts';
import { US_STATES, weekOf } from '@hs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLicenses, providerServices, providers, services } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { expectFieldRejections, naming } from '#api/test/field-rejections.js';

describe('GET /appointment-management/v2/licensure-states', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    const hours = weekOf({ opens: '07:00', closes: '22:00', breaks: [] }, null);
    await t.database.db.insert(services).values([
      {
        id: 701,
        name: 'Virtual Sick Visit',
        groupName: 'Virtual Visit',
        businessNames: ['tlc'],
        maxDaysAhead: 2,
        groupOrder: 1,
        order: 1,
      },
      {
        id: 801,
        name: 'Nutrition Consult',
        groupName: 'Telenutrition',
        businessNames: ['dietitian'],
        maxDaysAhead: 90,
        groupOrder: 2,
        order: 1,
      },
      {
        id: 29,
        name: 'Sick Visit',
        groupName: 'Illness',
        businessNames: ['tlc'],
        maxDaysAhead: 14,
        groupOrder: 3,
        order: 1,
      },
    ]);
    await t.database.db.insert(providers).values([
      {
        id: 'virtual-east',
        kind: 'virtual',
        businessName: 'tlc',
        name: 'Virtual East',
        timeZone: 'America/New_York',
        weeklyHours: hours,
      },
      {
        id: 'rd-1',
        kind: 'dietitian',
        businessName: 'dietitian',
        name: 'RD One',
        timeZone: 'America/Chicago',
        weeklyHours: hours,
      },
      {
        id: 'clinic-1',
        kind: 'clinic',
        businessName: 'tlc',
        name: 'Clinic',
        timeZone: 'America/New_York',
        weeklyHours: hours,
      },
    ]);
    await t.database.db.insert(providerServices).values([
      { providerId: 'virtual-east', serviceId: 701 },
      { providerId: 'rd-1', serviceId: 801 },
      { providerId: 'clinic-1', serviceId: 29 },
    ]);
    await t.database.db.insert(providerLicenses).values([
      { providerId: 'virtual-east', stateCode: 'OH' },
      { providerId: 'virtual-east', stateCode: 'KY' },
      { providerId: 'rd-1', stateCode: 'TN' },
      // A clinic's licence never makes a state bookable for virtual care.
      { providerId: 'clinic-1', stateCode: 'TX' },
    ]);
  });
  afterAll(() => t.close());

  const get = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/appointment-management/v2/licensure-states?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists all 50 states and DC by name, licensed where a provider offering the service holds a licence', async () => {
    const { status, body } = await get('filter.serviceId=701');
    expect(status).toBe(200);
    const { data, meta } = LicensureResponseSchema.parse(body);
    const states = data['licensure-states'];
    expect(states).toHaveLength(51);
    expect(states.map((s) => s.name)).toEqual([...US_STATES].map((s) => s.name).sort((a, b) => a.localeCompare(b)));
    expect(states.filter((s) => s.hasLicense).map((s) => s.code)).toEqual(['KY', 'OH']);
    expect(states.find((s) => s.code === 'DC')).toEqual({
      name: 'District of Columbia',
      code: 'DC',
      hasLicense: false,
    });
    expect(meta['licensure-states']).toEqual({ serviceId: 701, total: 51, licensed: 2 });

    const dietitian = LicensureResponseSchema.parse((await get('filter.serviceId=801')).body);
    expect(dietitian.data['licensure-states'].filter((s) => s.hasLicense).map((s) => s.code)).toEqual(['TN']);
    const inPerson = LicensureResponseSchema.parse((await get('filter.serviceId=29')).body);
    expect(inPerson.meta['licensure-states'].licensed).toBe(0);
  });

  it('answers 404 for an unknown service', async () => {
    const { status, body } = await get('filter.serviceId=999');
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ code: 'SERVICE_NOT_FOUND', field: 'filter.serviceId' });
  });

  it('rejects a missing or non-numeric id with 400 naming the field', async () => {
    const queries = [
      '',
      'filter.serviceId=',
      'filter.serviceId=abc',
      'filter.serviceId=-1',
      'filter.serviceId=0',
      'filter.serviceId=1.5',
      'filter.serviceId=99999999999999999999',
      "filter.serviceId=701'%20OR%201=1",
      'filter.serviceId=%D9%A7%D9%A0%D9%A1',
    ];
    await expectFieldRejections(get, naming('filter.serviceId', queries));
  });
});

describe('licensure with the demo chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves some states without a licence for virtual visits', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v2/licensure-states?filter.serviceId=701',
    });
    const { data, meta } = LicensureResponseSchema.parse(response.json());
    expect(data['licensure-states']).toHaveLength(51);
    expect(data['licensure-states'].some((s) => !s.hasLicense)).toBe(true);
    expect(data['licensure-states'].find((s) => s.code === 'OH')?.hasLicense).toBe(true);
    expect(meta['licensure-states'].licensed).toBeLessThan(51);
  });
});
