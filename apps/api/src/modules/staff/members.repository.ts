import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { staffGrants, staffMembers, staffPasskeys, staffSessions } from '#api/db/schema.js';
import { randomToken } from '#api/modules/security';
import type { ClinicScope, StaffGrant } from './staff-policy.js';

export async function memberByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: staffMembers.id, removedAt: staffMembers.removedAt })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row ?? null;
}

/** A member; with `lock`, held until the transaction ends, so that changes to them queue. */
export async function findMember(db: Database, staffId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      removedAt: staffMembers.removedAt,
    })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertMember(
  db: Database,
  member: { id: string; email: string; name: string; at: Date },
): Promise<void> {
  await db.insert(staffMembers).values({ id: member.id, email: member.email, name: member.name, createdAt: member.at });
}

export interface GrantRow extends StaffGrant {
  id: string;
}

/** Live grants of these members. */
export async function liveGrants(
  db: Database,
  staffIds: readonly string[],
): Promise<(GrantRow & { staffId: string })[]> {
  if (staffIds.length === 0) return [];
  return db
    .select({
      id: staffGrants.id,
      staffId: staffGrants.staffId,
      role: staffGrants.role,
      scope: staffGrants.scope,
      scopeId: staffGrants.scopeId,
    })
    .from(staffGrants)
    .where(and(inArray(staffGrants.staffId, [...staffIds]), isNull(staffGrants.revokedAt)))
    .orderBy(asc(staffGrants.createdAt), asc(staffGrants.id));
}

export async function insertGrants(
  db: Database,
  staffId: string,
  grants: readonly StaffGrant[],
  by: { staffId: string | null; at: Date },
): Promise<void> {
  if (grants.length === 0) return;
  await db.insert(staffGrants).values(
    grants.map((grant) => ({
      id: randomToken(),
      staffId,
      role: grant.role,
      scope: grant.scope,
      scopeId: grant.scopeId,
      createdAt: by.at,
      createdBy: by.staffId,
    })),
  );
}

export async function revokeGrants(db: Database, grantIds: readonly string[], at: Date): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .update(staffGrants)
    .set({ revokedAt: at })
    .where(and(inArray(staffGrants.id, [...grantIds]), isNull(staffGrants.revokedAt)));
}

/** Removes a member and ends their sessions; false when they were removed already. */
export async function removeMember(db: Database, staffId: string, at: Date): Promise<boolean> {
  const removed = await db
    .update(staffMembers)
    .set({ removedAt: at })
    .where(and(eq(staffMembers.id, staffId), isNull(staffMembers.removedAt)))
    .returning({ id: staffMembers.id });
  if (removed.length === 0) return false;
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  return true;
}

/** Every member with their passkeys, for the people page (filtered by the manager's scope above). */
export async function allMembers(db: Database) {
  const members = await db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      removedAt: staffMembers.removedAt,
    })
    .from(staffMembers)
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
  const passkeys = await db
    .select({
      id: staffPasskeys.id,
      staffId: staffPasskeys.staffId,
      name: staffPasskeys.name,
      revokedAt: staffPasskeys.revokedAt,
    })
    .from(staffPasskeys)
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return { members, passkeys };
}

/** The live grants of members not removed that hold the clinic: its own, its district's and the chain's. */
export async function grantsHolding(db: Database, clinic: ClinicScope) {
  return db
    .select({
      staffId: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      role: staffGrants.role,
      scope: staffGrants.scope,
      scopeId: staffGrants.scopeId,
    })
    .from(staffGrants)
    .innerJoin(staffMembers, eq(staffMembers.id, staffGrants.staffId))
    .where(
      and(
        isNull(staffGrants.revokedAt),
        isNull(staffMembers.removedAt),
        or(
          eq(staffGrants.scope, 'chain'),
          and(eq(staffGrants.scope, 'clinic'), eq(staffGrants.scopeId, clinic.providerId)),
          and(eq(staffGrants.scope, 'district'), eq(staffGrants.scopeId, clinic.divisionNumber)),
        ),
      ),
    )
    .orderBy(asc(staffMembers.name), asc(staffMembers.id), asc(staffGrants.createdAt), asc(staffGrants.id));
}
