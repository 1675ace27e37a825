import type { Service } from '@hs/domain';

export interface ServiceGroup {
  category: string;
  services: string[];
  price?: string;
}

/**
 * The clinic's bookable services by category, in the catalog's own order, each with its self-pay price where
 * the price list has one. Dose numbers are left out: a visitor books "Shingles Vaccine", not its second dose.
 */
export function serviceGroups(
  services: readonly Service[],
  prices: readonly { category: string; price: string }[],
): ServiceGroup[] {
  // The API serves the catalog in the order the scheduler configuration asks for; it is kept as it comes.
  const clinic = services.filter((service) => service.isAvailable && service.businessNames.includes('tlc'));
  const groups = new Map<string, Set<string>>();
  for (const service of clinic) {
    const name = service.name.replace(/\s+Dose\s+\d+$/i, '');
    const group = groups.get(service.category) ?? new Set<string>();
    group.add(name);
    groups.set(service.category, group);
  }
  const priceOf = new Map(prices.map((entry) => [entry.category, entry.price]));
  return [...groups].map(([category, names]) => ({
    category,
    services: [...names],
    price: priceOf.get(category),
  }));
}
