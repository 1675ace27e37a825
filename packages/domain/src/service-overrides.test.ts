import { describe, expect, it } from 'vitest';
import { normalizeService, type RawService } from './service.js';
import { applyServiceOverrides } from './service-overrides.js';
import type { Service } from './service-schema.js';
import { RAW_FLU_VACCINE } from './test/raw-service.js';

const service = (id: number, name: string, over: Partial<RawService> = {}): Service =>
  normalizeService({ ...RAW_FLU_VACCINE, ...over, id, name })!;

const catalog = [
  service(1, 'Flu Vaccine'),
  service(2, 'Training Sick Visit', { groupName: 'Illness & Injury' }),
  service(3, 'RSV Vaccine', { leadTime: 2 }),
];
const ids = (list: readonly Service[]) => list.map((s) => s.id);

describe('applyServiceOverrides (§3 name-pattern overrides)', () => {
  it('leaves the list as it is without overrides', () => {
    expect(applyServiceOverrides(catalog, [])).toEqual(catalog);
  });

  it('drops the services an override excludes, ignoring case unless told otherwise', () => {
    expect(ids(applyServiceOverrides(catalog, [{ pattern: '^training\\b', exclude: true }]))).toEqual([1, 3]);
    expect(
      ids(applyServiceOverrides(catalog, [{ pattern: '^training\\b', caseSensitive: true, exclude: true }])),
    ).toEqual([1, 2, 3]);
  });

  it('merges properties into matching services only, a later override winning, the rest untouched', () => {
    const result = applyServiceOverrides(catalog, [
      { pattern: 'vaccine$', merge: { leadTime: 5, maxDaysAhead: 7 } },
      { pattern: '^RSV', merge: { leadTime: 9, dose: undefined } },
    ]);
    expect(result.find((s) => s.id === 1)).toEqual({ ...catalog[0], leadTime: 5, maxDaysAhead: 7 });
    expect(result.find((s) => s.id === 3)).toEqual({ ...catalog[2], leadTime: 9, maxDaysAhead: 7 });
    expect(result.find((s) => s.id === 2)).toEqual(catalog[1]);
    expect(catalog[0]?.leadTime).toBe(0);
  });

  it('excludes even when another matching override merges', () => {
    const result = applyServiceOverrides(catalog, [
      { pattern: 'flu', merge: { order: 0 } },
      { pattern: 'flu', exclude: true },
    ]);
    expect(ids(result)).toEqual([2, 3]);
  });
});
