import { DIRECTORY_VERSION, type Directory } from '@hs/directory';
import { asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  benefitCodeClinics,
  benefitCodes,
  brands,
  clinics,
  closures,
  providerLicenses,
  providerServices,
  providers,
  services,
} from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { benefitCodeOfRow, clinicOfRows, closureOfRow, providerOfRow, serviceOfRow } from './directory-rows.js';

function grouped<K, V>(rows: readonly { key: K; value: V }[]): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const { key, value } of rows) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** The directory the database holds now: everything not retired, in the directory's canonical form. */
export async function readDirectory(db: Database): Promise<Directory> {
  const [brandRows, serviceRows, providerRows, clinicRows, offered, licensed, closureRows, codeRows, codeClinics] =
    await Promise.all([
      db.select().from(brands).where(isNull(brands.retiredAt)).orderBy(asc(brands.slug)),
      db.select().from(services).where(isNull(services.retiredAt)).orderBy(asc(services.id)),
      db.select().from(providers).where(isNull(providers.retiredAt)).orderBy(asc(providers.id)),
      db.select().from(clinics).orderBy(asc(clinics.providerId)),
      db
        .select({ key: providerServices.providerId, value: providerServices.serviceId })
        .from(providerServices)
        .orderBy(asc(providerServices.providerId), asc(providerServices.serviceId)),
      db
        .select({ key: providerLicenses.providerId, value: providerLicenses.stateCode })
        .from(providerLicenses)
        .orderBy(asc(providerLicenses.providerId), asc(providerLicenses.stateCode)),
      db.select().from(closures).orderBy(asc(closures.id)),
      db.select().from(benefitCodes).orderBy(asc(benefitCodes.code)),
      db
        .select({ key: benefitCodeClinics.code, value: benefitCodeClinics.providerId })
        .from(benefitCodeClinics)
        .orderBy(asc(benefitCodeClinics.code), asc(benefitCodeClinics.providerId)),
    ]);
  const servicesOf = grouped(offered);
  const statesOf = grouped(licensed);
  const clinicOf = new Map(clinicRows.map((row) => [row.providerId, row]));
  const clinicsOf = grouped(codeClinics);
  const storeClinics = providerRows.filter((row) => row.kind === 'clinic' && clinicOf.has(row.id));
  return {
    version: DIRECTORY_VERSION,
    brands: brandRows.map(({ retiredAt: _retired, ...brand }) => brand),
    services: serviceRows.map(serviceOfRow),
    clinics: storeClinics.map((row) => clinicOfRows(row, clinicOf.get(row.id)!, servicesOf.get(row.id) ?? [])),
    providers: providerRows
      .filter((row) => row.kind !== 'clinic')
      .map((row) => providerOfRow(row, statesOf.get(row.id) ?? [], servicesOf.get(row.id) ?? [])),
    closures: closureRows.map(closureOfRow),
    benefitCodes: codeRows.map((row) => benefitCodeOfRow(row, clinicsOf.get(row.code) ?? [])),
  };
}

/** Every provider id the database has ever held and its kind, retired ones included: an id keeps its kind. */
export async function providerKinds(db: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; kind: string }>(await db.execute(sql`select id, kind from providers`));
  return new Map(rows.map((row) => [row.id, row.kind]));
}
