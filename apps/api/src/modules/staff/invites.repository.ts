import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { staffInvites, staffMembers } from '#api/db/schema.js';
import type { StaffGrant } from './staff-policy.js';

export interface NewInvite {
  tokenHash: string;
  email: string;
  name: string;
  grants: StaffGrant[];
  staffId: string | null;
  createdBy: string | null;
  at: Date;
  expiresAt: Date;
}

export async function insertInvite(db: Database, invite: NewInvite): Promise<void> {
  const { at, ...rest } = invite;
  await db.insert(staffInvites).values({ ...rest, createdAt: at });
}

const inviteColumns = {
  tokenHash: staffInvites.tokenHash,
  email: staffInvites.email,
  name: staffInvites.name,
  grants: staffInvites.grants,
  staffId: staffInvites.staffId,
  createdBy: staffInvites.createdBy,
  expiresAt: staffInvites.expiresAt,
  usedAt: staffInvites.usedAt,
};

/** An invite with, for a renewal, whether its member has been removed since. */
export async function findInvite(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ ...inviteColumns, memberRemovedAt: staffMembers.removedAt })
    .from(staffInvites)
    .leftJoin(staffMembers, eq(staffMembers.id, staffInvites.staffId))
    .where(eq(staffInvites.tokenHash, tokenHash));
  return row ? { ...row, grants: row.grants as StaffGrant[] } : null;
}

/**
 * Uses an invite up in one statement: the one request that finds it unused and unexpired gets it; a second use,
 * concurrent or later, gets null.
 */
export async function useInvite(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
    .returning(inviteColumns);
  return row ? { ...row, grants: row.grants as StaffGrant[] } : null;
}
