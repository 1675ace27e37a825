import { and, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { clinics, providers, staffAudit, staffMembers } from '#api/db/schema.js';
import type { ClinicReach } from './clinic-reach.js';

export interface TrailFilter {
  reach: ClinicReach;
  staffId?: string | undefined;
  subjectId?: string | undefined;
  /** [from, to) instants. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Entries older than this id: the next page. */
  before?: number | undefined;
  limit: number;
}

/**
 * Entries newest first, with their clinic's zone and their stored detail (which the service reads field by field);
 * a non-chain reach sees only the entries of its clinics (the chain's own are left out).
 */
export async function findTrail(db: Database, filter: TrailFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (!filter.reach.chain) {
    const inDistricts = db
      .select({ id: clinics.providerId })
      .from(clinics)
      .where(inArray(clinics.divisionNumber, filter.reach.divisions));
    conditions.push(
      or(inArray(staffAudit.clinicId, filter.reach.clinicIds), inArray(staffAudit.clinicId, inDistricts)),
    );
  }
  if (filter.staffId) conditions.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.subjectId) conditions.push(eq(staffAudit.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(staffAudit.at, filter.from));
  if (filter.to) conditions.push(lt(staffAudit.at, filter.to));
  if (filter.before) conditions.push(lt(staffAudit.id, filter.before));
  return db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffId: staffAudit.staffId,
      staffName: staffMembers.name,
      role: staffAudit.role,
      authMethod: staffAudit.authMethod,
      session: staffAudit.session,
      action: staffAudit.action,
      subjectKind: staffAudit.subjectKind,
      subjectId: staffAudit.subjectId,
      clinicId: staffAudit.clinicId,
      outcome: staffAudit.outcome,
      reason: staffAudit.reason,
      requestId: staffAudit.requestId,
      clinicTimeZone: providers.timeZone,
      detail: staffAudit.detail,
    })
    .from(staffAudit)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
    .leftJoin(providers, eq(providers.id, staffAudit.clinicId))
    .where(and(...conditions))
    .orderBy(desc(staffAudit.id))
    .limit(filter.limit);
}
