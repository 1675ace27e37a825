import type { Service } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '@/test/services-fixture';
import { serviceGroups } from './service-groups';

const service = (id: number, name: string, category: string, extra: Partial<Service> = {}): Service =>
  serviceFixture(id, category, { name, ...extra });

describe('services by category', () => {
  it('groups the clinic services in the order the API served them, with prices where listed', () => {
    const groups = serviceGroups(
      [
        service(29, 'Sick Visit', 'Illness & Injury', { groupOrder: 3 }),
        service(105, 'Shingles Vaccine Dose 1', 'Vaccines', { groupOrder: 2 }),
        service(106, 'Shingles Vaccine Dose 2', 'Vaccines', { groupOrder: 2 }),
        service(37, 'Ear Wax Removal', 'Illness & Injury', { isAvailable: false }),
        service(150, 'Pharmacy Flu Shot', 'Vaccines', { groupOrder: 2, businessNames: ['pharmacy'] }),
      ],
      [{ category: 'Illness & Injury', price: 'from $109' }],
    );
    expect(groups).toEqual([
      { category: 'Illness & Injury', services: ['Sick Visit'], price: 'from $109' },
      { category: 'Vaccines', services: ['Shingles Vaccine'], price: undefined },
    ]);
  });
});
