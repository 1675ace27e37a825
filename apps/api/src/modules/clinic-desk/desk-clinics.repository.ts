import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { clinics, providerServices, providers } from '#api/db/schema.js';
import type { ClinicReach } from './clinic-reach.js';

export interface DeskClinicRow {
  id: string;
  divisionNumber: string;
  storeNumber: string;
  name: string;
  city: string;
  stateCode: string;
  timeZone: string;
}

const columns = {
  id: providers.id,
  divisionNumber: clinics.divisionNumber,
  storeNumber: clinics.storeNumber,
  name: clinics.vanityName,
  city: clinics.city,
  stateCode: clinics.stateCode,
  timeZone: providers.timeZone,
};

/** A clinic by its provider id, retired or not (its past lists stay readable). */
export async function findDeskClinic(db: Database, id: string): Promise<DeskClinicRow | null> {
  const [row] = await db
    .select(columns)
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .where(eq(clinics.providerId, id));
  return row ?? null;
}

/** The ids of the services the clinic offers. */
export async function offeredServiceIds(db: Database, providerId: string): Promise<Set<number>> {
  const rows = await db
    .select({ id: providerServices.serviceId })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId));
  return new Set(rows.map((row) => row.id));
}

/** `%` and `_` typed by staff are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The open clinics within reach matching `q` (in the name or the city, or the store number's start), by name.
 * One statement: the reach narrows by the division index, and the top `limit` of the rest are sorted.
 */
export async function searchDeskClinics(
  db: Database,
  reach: ClinicReach,
  q: string | undefined,
  limit: number,
): Promise<DeskClinicRow[]> {
  const conditions: (SQL | undefined)[] = [isNull(providers.retiredAt)];
  if (!reach.chain) {
    conditions.push(or(inArray(clinics.providerId, reach.clinicIds), inArray(clinics.divisionNumber, reach.divisions)));
  }
  if (q) {
    const contains = `%${literal(q)}%`;
    conditions.push(
      or(
        ilike(clinics.vanityName, contains),
        ilike(clinics.city, contains),
        ilike(clinics.storeNumber, `${literal(q)}%`),
      ),
    );
  }
  return db
    .select(columns)
    .from(clinics)
    .innerJoin(providers, eq(providers.id, clinics.providerId))
    .where(and(...conditions))
    .orderBy(asc(clinics.vanityName), asc(providers.id))
    .limit(limit);
}
