import type { Service } from '@hs/domain';

/** Catalog entries shaped like the API's answer; only category and lead time matter to most tests. */
export function serviceFixture(id: number, category: string, overrides: Partial<Service> = {}): Service {
  return {
    id,
    name: `${category} ${id}`,
    groupName: category,
    category,
    businessNames: ['tlc'],
    maxDaysAhead: 14,
    followupServiceId: null,
    followupAfterDays: null,
    groupOrder: 1,
    order: id,
    isVaccine: false,
    isCovidVaccine: false,
    isAvailable: true,
    leadTime: 0,
    dose: null,
    ...overrides,
  };
}

/** A catalog of the walk-in clinic categories, travel vaccines with their three days' lead time. */
export const CLINIC_SERVICES = [
  serviceFixture(29, 'Illness & Injury'),
  serviceFixture(101, 'Vaccines'),
  serviceFixture(201, 'Travel Vaccines', { leadTime: 3 }),
  serviceFixture(301, 'Physicals'),
];
