import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { staffGrants, staffMembers, staffPasskeys, staffSessions } from '#api/db/schema.js';
import type { StaffGrant } from './staff-policy.js';

export interface SessionRow {
  idHash: string;
  staffId: string;
  email: string;
  name: string;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  verifiedAt: Date;
  /** Ended, or its member removed, or the passkey it began with revoked: it no longer signs anyone in. */
  revoked: boolean;
  grants: StaffGrant[];
}

/**
 * A session with its member and their live grants, or null when the id is unknown: one statement, since every
 * staff request asks it before anything else.
 */
export async function findSession(db: Database, idHash: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      idHash: staffSessions.idHash,
      staffId: staffSessions.staffId,
      email: staffMembers.email,
      name: staffMembers.name,
      csrfToken: staffSessions.csrfToken,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      verifiedAt: staffSessions.verifiedAt,
      endedAt: staffSessions.endedAt,
      removedAt: staffMembers.removedAt,
      passkeyRevokedAt: staffPasskeys.revokedAt,
      grants: sql<StaffGrant[]>`coalesce((
        select json_agg(json_build_object('role', g.role, 'scope', g.scope, 'scopeId', g.scope_id) order by g.id)
        from ${staffGrants} g
        where g.staff_id = ${staffSessions.staffId} and g.revoked_at is null
      ), '[]'::json)`,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .leftJoin(staffPasskeys, eq(staffPasskeys.id, staffSessions.passkeyId))
    .where(eq(staffSessions.idHash, idHash));
  if (!row) return null;
  const { endedAt, removedAt, passkeyRevokedAt, ...session } = row;
  return { ...session, revoked: endedAt !== null || removedAt !== null || passkeyRevokedAt !== null };
}

export interface NewSession {
  idHash: string;
  staffId: string;
  passkeyId: string;
  csrfToken: string;
  at: Date;
  expiresAt: Date;
}

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  const { at, ...rest } = session;
  await db.insert(staffSessions).values({ ...rest, createdAt: at, lastSeenAt: at, verifiedAt: at });
}

/** Keeps an active session alive: its idle time counts from this request. */
export async function touchSession(db: Database, idHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, idHash));
}

export async function markVerified(db: Database, idHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ verifiedAt: at, lastSeenAt: at }).where(eq(staffSessions.idHash, idHash));
}

export async function endSession(db: Database, idHash: string, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.endedAt)));
}
