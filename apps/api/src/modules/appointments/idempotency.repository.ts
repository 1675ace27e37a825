import { eq, sql } from 'drizzle-orm';
import type { ExpiringRows } from '#api/db/batched-expiry.js';
import type { Database } from '#api/db/client.js';
import { idempotencyKeys } from '#api/db/schema.js';

interface StoredAnswer {
  /** Only on rows written before the request's digest was sealed with the answer. */
  requestHash: string | null;
  status: number;
  body: unknown;
}

export async function findAnswer(db: Database, key: string): Promise<StoredAnswer | null> {
  const rows = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return rows[0] ?? null;
}

/**
 * Takes the key for this transaction. A concurrent request with the same key waits here on the unique index
 * until this one commits (then it finds the stored answer) or rolls back (then it takes the key itself).
 */
export async function takeKey(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ key, status: 0, body: sql`'{}'::jsonb`, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function storeAnswer(db: Database, key: string, status: number, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(eq(idempotencyKeys.key, key));
}

/** Gives the key back, so a refused first use leaves nothing that a retry would wait on. */
export async function releaseKey(db: Database, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

/** Keys, aged from their first request. */
export const expiringKeys: ExpiringRows = {
  table: idempotencyKeys,
  key: idempotencyKeys.key,
  time: idempotencyKeys.createdAt,
};
