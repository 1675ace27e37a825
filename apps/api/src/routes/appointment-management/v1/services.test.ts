import { ServicesResponseSchema } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/app.js';

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
