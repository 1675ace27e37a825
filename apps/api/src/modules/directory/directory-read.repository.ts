import type { Directory } from '@hs/directory';
import { asc, eq, isNull, sql } from 'drizzle-orm';
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
import { directoryOfRows } from './directory-rows.js';

/**
 * The directory the database holds now: everything not retired, in the directory's canonical form. The tables are
 * read one after another: an import reads them in its transaction, one connection, which takes one query at a time.
 */
export async function readDirectory(db: Database): Promise<Directory> {
  return directoryOfRows({
    brands: await db.select().from(brands).where(isNull(brands.retiredAt)).orderBy(asc(brands.slug)),
    services: await db.select().from(services).where(isNull(services.retiredAt)).orderBy(asc(services.id)),
    providers: await db.select().from(providers).where(isNull(providers.retiredAt)).orderBy(asc(providers.id)),
    clinics: await db.select().from(clinics).orderBy(asc(clinics.providerId)),
    providerServices: await db.select().from(providerServices),
    providerLicenses: await db.select().from(providerLicenses),
    // Blocked time is the console's own (decision 055): not in the file, so never retired by one.
    closures: await db.select().from(closures).where(eq(closures.kind, 'closure')).orderBy(asc(closures.id)),
    benefitCodes: await db.select().from(benefitCodes).orderBy(asc(benefitCodes.code)),
    benefitCodeClinics: await db.select().from(benefitCodeClinics),
  });
}

/** Every provider id the database has ever held and its kind, retired ones included: an id keeps its kind. */
export async function providerKinds(db: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; kind: string }>(await db.execute(sql`select id, kind from providers`));
  return new Map(rows.map((row) => [row.id, row.kind]));
}
