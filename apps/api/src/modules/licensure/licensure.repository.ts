import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { providerLicenses, providerServices, providers, services } from '#api/db/schema.js';

export async function serviceExists(db: Database, serviceId: number): Promise<boolean> {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).limit(1);
  return rows.length > 0;
}

/** States where some virtual-visit provider or dietitian offering the service holds a licence. */
export async function licensedStateCodes(db: Database, serviceId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ stateCode: providerLicenses.stateCode })
    .from(providerLicenses)
    .innerJoin(providers, eq(providers.id, providerLicenses.providerId))
    .innerJoin(providerServices, eq(providerServices.providerId, providerLicenses.providerId))
    .where(and(eq(providerServices.serviceId, serviceId), inArray(providers.kind, ['virtual', 'dietitian'])));
  return new Set(rows.map((row) => row.stateCode));
}
