import type { Directory } from '@hs/directory';
import type { Database } from '#api/db/client.js';
import type { DirectoryChanges } from './directory-diff.js';
import { benefitCodeRow, brandRow, clinicRows, closureRow, providerRow, serviceRow } from './directory-rows.js';
import {
  deleteBenefitCodes,
  deleteClosures,
  links,
  retireBrands,
  retireProviders,
  retireServices,
  tables,
  upsert,
} from './directory-write.repository.js';

interface Write {
  before: Directory;
  after: Directory;
  changes: DirectoryChanges;
  now: Date;
}

/** The entries of `list` added or changed, with the fields that changed (every field, for a new one). */
function touchedEntries<T>(
  list: readonly T[],
  keyOf: (entry: T) => string | number,
  changes: DirectoryChanges[keyof DirectoryChanges],
) {
  const fields = new Map<string | number, string[] | 'all'>([
    ...changes.added.map((key) => [key, 'all'] as const),
    ...changes.changed.map(({ key, fields }) => [key, fields] as const),
  ]);
  return list.flatMap((entry) => {
    const changed = fields.get(keyOf(entry));
    return changed ? [{ entry, has: (field: string) => changed === 'all' || changed.includes(field) }] : [];
  });
}

/**
 * Writes what the import changes, parents before children so every foreign key finds its row, and only what
 * changed: rows of unchanged entries are not touched, so their versions do not move.
 */
export async function writeChanges(db: Database, { after, changes, now }: Write): Promise<void> {
  const brands = touchedEntries(after.brands, (brand) => brand.slug, changes.brands);
  await upsert(
    db,
    tables.brands,
    tables.brands.slug,
    brands.map(({ entry }) => brandRow(entry)),
  );
  const services = touchedEntries(after.services, (service) => service.id, changes.services);
  await upsert(
    db,
    tables.services,
    tables.services.id,
    services.map(({ entry }) => serviceRow(entry)),
  );

  const clinics = touchedEntries(after.clinics, (clinic) => clinic.id, changes.clinics);
  const providers = touchedEntries(after.providers, (provider) => provider.id, changes.providers);
  const clinicRowPairs = clinics.map(({ entry }) => clinicRows(entry));
  await upsert(db, tables.providers, tables.providers.id, [
    ...clinicRowPairs.map((rows) => rows.provider),
    ...providers.map(({ entry }) => providerRow(entry)),
  ]);
  await upsert(
    db,
    tables.clinics,
    tables.clinics.providerId,
    clinicRowPairs.map((rows) => rows.clinic),
  );

  const offering = [...clinics, ...providers].filter(({ has }) => has('services')).map(({ entry }) => entry);
  await links.services(
    db,
    offering.map((entry) => entry.id),
    offering.flatMap((entry) => entry.services.map((serviceId) => ({ providerId: entry.id, serviceId }))),
  );
  const licensed = providers.filter(({ has }) => has('licensedStates')).map(({ entry }) => entry);
  await links.licenses(
    db,
    licensed.map((entry) => entry.id),
    licensed.flatMap((entry) => entry.licensedStates.map((stateCode) => ({ providerId: entry.id, stateCode }))),
  );

  const closures = touchedEntries(after.closures, (closure) => closure.id, changes.closures);
  await upsert(
    db,
    tables.closures,
    tables.closures.id,
    closures.map(({ entry }) => closureRow(entry)),
  );
  await deleteClosures(db, changes.closures.retired);

  const codes = touchedEntries(after.benefitCodes, (code) => code.code, changes.benefitCodes);
  await upsert(
    db,
    tables.benefitCodes,
    tables.benefitCodes.code,
    codes.map(({ entry }) => benefitCodeRow(entry)),
  );
  const accepting = codes.filter(({ has }) => has('clinics')).map(({ entry }) => entry);
  await links.benefitCodeClinics(
    db,
    accepting.map((code) => code.code),
    accepting.flatMap((code) => code.clinics.map((providerId) => ({ code: code.code, providerId }))),
  );
  await deleteBenefitCodes(db, changes.benefitCodes.retired);

  await retireProviders(db, [...changes.clinics.retired, ...changes.providers.retired], now);
  await retireServices(db, changes.services.retired, now);
  await retireBrands(db, changes.brands.retired, now);
}
