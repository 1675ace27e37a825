import type { clinics, providerServices, services } from '#api/db/schema.js';
import type { Random } from './random.js';
import { CATEGORIES, categoryOf, isInPersonClinicService, SERVICE_IDS } from './services-catalog.js';

type ClinicRow = typeof clinics.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type ProviderServiceRow = typeof providerServices.$inferInsert;

/**
 * Share of clinics offering a whole category; DOT physicals and travel vaccines need certified staff or
 * special stock, so many clinics lack them and 'Service Unavailable' shows up in search results.
 */
const CATEGORY_COVERAGE: Readonly<Record<string, number>> = {
  [CATEGORIES.dot]: 0.4,
  [CATEGORIES.travel]: 0.5,
  [CATEGORIES.medicare]: 0.85,
};

/** Chance that a clinic lacks any other single service (a staff gap, a stock-out). */
const SINGLE_SERVICE_GAP = 0.04;

/** Every clinic sees sick patients; the default clinic reason must be bookable everywhere. */
const ALWAYS_OFFERED: ReadonlySet<number> = new Set([SERVICE_IDS.sickVisit]);

export function buildClinicServices(
  rng: Random,
  clinicRows: readonly ClinicRow[],
  catalog: readonly ServiceRow[],
): ProviderServiceRow[] {
  const inPerson = catalog.filter(isInPersonClinicService);
  const categories = [...new Set(inPerson.map(categoryOf))];
  const rows: ProviderServiceRow[] = [];
  for (const clinic of clinicRows) {
    const offered = new Set(categories.filter((category) => rng.chance(CATEGORY_COVERAGE[category] ?? 1)));
    for (const service of inPerson) {
      const always = ALWAYS_OFFERED.has(service.id);
      if (!always && !offered.has(categoryOf(service))) continue;
      if (!always && rng.chance(SINGLE_SERVICE_GAP)) continue;
      rows.push({ providerId: clinic.providerId, serviceId: service.id });
    }
  }
  return rows;
}
