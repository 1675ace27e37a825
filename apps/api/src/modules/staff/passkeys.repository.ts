import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { staffMembers, staffPasskeys, staffSessions } from '#api/db/schema.js';

export interface NewPasskey {
  id: string;
  staffId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  name: string;
  at: Date;
}

export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<void> {
  const { at, ...rest } = passkey;
  await db.insert(staffPasskeys).values({ ...rest, createdAt: at });
}

export async function passkeyExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: staffPasskeys.id }).from(staffPasskeys).where(eq(staffPasskeys.id, id));
  return row !== undefined;
}

/** A passkey about to be used, locked so that two sign-ins with it keep its counter in order. */
export async function passkeyForUse(db: Database, id: string) {
  const [row] = await db
    .select({
      id: staffPasskeys.id,
      staffId: staffPasskeys.staffId,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      revokedAt: staffPasskeys.revokedAt,
      removedAt: staffMembers.removedAt,
    })
    .from(staffPasskeys)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.id, id))
    .for('update', { of: staffPasskeys });
  return row ?? null;
}

export async function recordPasskeyUse(db: Database, id: string, counter: number, at: Date): Promise<void> {
  await db.update(staffPasskeys).set({ counter, lastUsedAt: at }).where(eq(staffPasskeys.id, id));
}

/** A member's passkeys that still sign in, oldest first. */
export function livePasskeys(db: Database, staffId: string) {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      transports: staffPasskeys.transports,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), isNull(staffPasskeys.revokedAt)))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function renamePasskey(db: Database, staffId: string, id: string, name: string): Promise<boolean> {
  const renamed = await db
    .update(staffPasskeys)
    .set({ name })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId), isNull(staffPasskeys.revokedAt)))
    .returning({ id: staffPasskeys.id });
  return renamed.length === 1;
}

/** Revokes a live passkey of the member; false when they have no such passkey. */
export async function revokePasskey(db: Database, staffId: string, id: string, at: Date): Promise<boolean> {
  const revoked = await db
    .update(staffPasskeys)
    .set({ revokedAt: at })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId), isNull(staffPasskeys.revokedAt)))
    .returning({ id: staffPasskeys.id });
  return revoked.length === 1;
}

/** The ids of a member's live passkeys, locked: two revocations of their last two passkeys queue. */
export async function livePasskeyIdsForUpdate(db: Database, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffPasskeys.id })
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), isNull(staffPasskeys.revokedAt)))
    .for('update');
  return rows.map((row) => row.id);
}

/** The passkey a session was signed in with. */
export async function sessionPasskeyId(db: Database, sessionIdHash: string): Promise<string | null> {
  const [row] = await db
    .select({ passkeyId: staffSessions.passkeyId })
    .from(staffSessions)
    .where(eq(staffSessions.idHash, sessionIdHash));
  return row?.passkeyId ?? null;
}
