import { type BundledContent, schedulerConfig, serviceExtraProperties } from '@hs/content';
import { ServicesResponseSchema } from '@hs/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { services } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { storeContent } from '#api/test/content-store.js';

const row = (over: Partial<typeof services.$inferInsert>): typeof services.$inferInsert => ({
  id: 1,
  name: 'Sick Visit',
  groupName: 'Illness & Injury',
  businessNames: ['tlc'],
  maxDaysAhead: 14,
  groupOrder: 1,
  order: 1,
  ...over,
});

describe('GET /appointment-management/v1/services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    await t.database.db.insert(services).values([
      row({ id: 1 }),
      row({ id: 2, name: 'Flu Vaccine', groupName: ' Vaccines ', businessNames: ['tlc', 'pharmacy'], groupOrder: 2 }),
      row({ id: 3, name: 'No window', maxDaysAhead: null }),
      row({ id: 4, name: 'Half follow-up', followupServiceId: 5, followupAfterDays: null, groupOrder: 2 }),
      row({ id: 5, name: 'Photo print', businessNames: ['photo'] }),
      row({
        id: 6,
        name: 'Nutrition consult',
        groupName: 'Telenutrition',
        businessNames: ['dietitian'],
        groupOrder: 9,
      }),
      row({ id: 7, name: 'Legacy', businessNames: ['tlc', 'legacy'], groupOrder: 0 }),
    ]);
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/appointment-management/v1/services?${query}` });

  it('applies the §3 normalisation and group ordering', async () => {
    const response = await get('filter.businessNames=tlc&filter.businessNames=pharmacy&filter.businessNames=dietitian');
    expect(response.statusCode).toBe(200);
    const { data } = ServicesResponseSchema.parse(response.json());
    expect(data.services.map((s) => s.id)).toEqual([7, 1, 2, 4, 6]);
    const flu = data.services.find((s) => s.id === 2)!;
    expect(flu.category).toBe('Vaccines');
    expect(flu.groupName).toBe(' Vaccines ');
    expect(data.services.find((s) => s.id === 4)).toMatchObject({ followupServiceId: null, followupAfterDays: null });
    expect(data.services.find((s) => s.id === 7)?.businessNames).toEqual(['tlc']);
  });

  it('filters by business name, comma-joined or repeated', async () => {
    const dietitian = ServicesResponseSchema.parse((await get('filter.businessNames=dietitian')).json());
    expect(dietitian.data.services.map((s) => s.id)).toEqual([6]);
    const both = ServicesResponseSchema.parse((await get('filter.businessNames=pharmacy,dietitian')).json());
    expect(both.data.services.map((s) => s.id)).toEqual([2, 6]);
  });

  it('rejects a missing, unknown or hostile business name with 400 naming the field', async () => {
    for (const query of [
      '',
      'filter.businessNames=',
      "filter.businessNames=tlc'%20OR%201=1--",
      `filter.businessNames=${'x'.repeat(5000)}`,
      'filter.businessNames=%F0%9F%92%89',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^filter\.businessNames/);
    }
  });
});

describe('GET /appointment-management/v1/services follows the content store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
    await t.database.db
      .insert(services)
      .values([
        row({ id: 11, name: 'Sick Visit', groupOrder: 1, order: 3 }),
        row({ id: 12, name: 'Flu Vaccine', groupName: 'Vaccines', groupOrder: 2, order: 1 }),
        row({ id: 13, name: 'Training Flu Vaccine', groupName: 'Vaccines', groupOrder: 2, order: 2 }),
        row({ id: 14, name: 'RSV Vaccine', groupName: 'Vaccines', groupOrder: 2, order: 4, leadTime: 2 }),
      ]);
  });
  afterEach(async () => {
    await store(schedulerConfig, schedulerConfig.data);
    await store(serviceExtraProperties, serviceExtraProperties.data);
  });
  afterAll(() => t.close());

  const store = (entry: BundledContent, data: unknown) => storeContent(t.database.db, entry, data);
  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/appointment-management/v1/services?filter.businessNames=tlc',
    });
    expect(response.statusCode).toBe(200);
    return ServicesResponseSchema.parse(response.json()).data.services;
  };
  const ids = async () => (await list()).map((s) => s.id);

  it('with the bundled content: training services left out, in group order', async () => {
    expect(await ids()).toEqual([11, 12, 14]);
  });

  it('sorts by plain order once the scheduler configuration turns group ordering off', async () => {
    await store(schedulerConfig, { ...schedulerConfig.data, groupOrdering: false });
    expect(await ids()).toEqual([12, 11, 14]);
  });

  it('excludes and merges by the stored name-pattern overrides', async () => {
    await store(serviceExtraProperties, {
      overrides: [
        { pattern: '^sick', exclude: true },
        { pattern: 'rsv', merge: { leadTime: 7, groupOrder: 1 } },
      ],
    });
    const listed = await list();
    expect(listed.map((s) => s.id)).toEqual([14, 12, 13]);
    expect(listed[0]).toMatchObject({ name: 'RSV Vaccine', leadTime: 7, groupOrder: 1, maxDaysAhead: 14 });
  });

  it('keeps to the bundled copy, and says so in the log, when a stored object fails its schema', async () => {
    await store(serviceExtraProperties, { overrides: [{ pattern: '(', exclude: true }] });
    expect(await ids()).toEqual([11, 12, 14]);
    expect(t.logs().some((line) => line.includes('service-extra-properties') && line.includes('bundled copy'))).toBe(
      true,
    );
  });
});
