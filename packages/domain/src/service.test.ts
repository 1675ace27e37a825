import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctCategories, normalizeService, type RawService, sortServices } from './service.js';
import { RAW_FLU_VACCINE } from './test/raw-service.js';

// A padded group name: the category is trimmed, the group name is kept as sent.
const base: RawService = { ...RAW_FLU_VACCINE, groupName: ' Vaccines ', businessNames: ['tlc', 'pharmacy'] };

const rawService = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  name: fc.string(),
  groupName: fc.string(),
  businessNames: fc.array(fc.constantFrom('tlc', 'pharmacy', 'dietitian', 'photo', 'legacy', '')),
  maxDaysAhead: fc.option(fc.integer({ min: 0, max: 365 })),
  followupServiceId: fc.option(fc.integer({ min: 1, max: 10_000 })),
  followupAfterDays: fc.option(fc.integer({ min: 1, max: 365 })),
  groupOrder: fc.integer({ min: 0, max: 20 }),
  order: fc.integer({ min: 0, max: 100 }),
  isVaccine: fc.boolean(),
  isCovidVaccine: fc.boolean(),
  isAvailable: fc.boolean(),
  leadTime: fc.integer({ min: 0, max: 10 }),
  dose: fc.option(fc.integer({ min: 1, max: 3 })),
});

describe('normalizeService', () => {
  it('trims groupName into category and keeps only known business names', () => {
    const service = normalizeService({ ...base, businessNames: ['tlc', 'photo', 'pharmacy'] });
    expect(service?.category).toBe('Vaccines');
    expect(service?.groupName).toBe(' Vaccines ');
    expect(service?.businessNames).toEqual(['tlc', 'pharmacy']);
  });

  it('drops a service without maxDaysAhead', () => {
    expect(normalizeService({ ...base, maxDaysAhead: null })).toBeNull();
  });

  it('clears follow-up fields unless both are present', () => {
    expect(normalizeService({ ...base, followupServiceId: 7 })).toMatchObject({
      followupServiceId: null,
      followupAfterDays: null,
    });
    expect(normalizeService({ ...base, followupAfterDays: 28 })).toMatchObject({
      followupServiceId: null,
      followupAfterDays: null,
    });
    expect(normalizeService({ ...base, followupServiceId: 7, followupAfterDays: 28 })).toMatchObject({
      followupServiceId: 7,
      followupAfterDays: 28,
    });
  });

  it('holds the §3 rules for any catalog entry', () => {
    fc.assert(
      fc.property(rawService, (raw) => {
        const service = normalizeService(raw);
        if (raw.maxDaysAhead === null) return service === null;
        if (!service) return false;
        const bothFollowup = raw.followupServiceId !== null && raw.followupAfterDays !== null;
        return (
          service.category === raw.groupName.trim() &&
          service.businessNames.every((n) => ['tlc', 'pharmacy', 'dietitian'].includes(n)) &&
          (service.followupServiceId === null) === (service.followupAfterDays === null) &&
          (service.followupServiceId !== null) === bothFollowup
        );
      }),
    );
  });
});

describe('sortServices and distinctCategories', () => {
  const a = normalizeService({ ...base, id: 1, groupName: 'Physicals', groupOrder: 3, order: 1 })!;
  const b = normalizeService({ ...base, id: 2, groupName: 'Vaccines', groupOrder: 2, order: 9 })!;
  const c = normalizeService({ ...base, id: 3, groupName: 'Vaccines ', groupOrder: 2, order: 2 })!;

  it('sorts by groupOrder when group ordering is on, else by order', () => {
    expect(sortServices([a, b, c], true).map((s) => s.id)).toEqual([3, 2, 1]);
    expect(sortServices([a, b, c], false).map((s) => s.id)).toEqual([1, 3, 2]);
  });

  it('lists each category once, in order of first appearance', () => {
    expect(distinctCategories(sortServices([a, b, c], true))).toEqual(['Vaccines', 'Physicals']);
  });
});
