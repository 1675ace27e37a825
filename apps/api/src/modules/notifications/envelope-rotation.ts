import { and, asc, eq, gt, isNotNull, notLike, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { notificationOutbox } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { type KeyNeed, resealInBatches, type SealedRow, type Secrets, sealedKeyIdOf } from '#api/modules/security';
import { openEnvelope, sealEnvelope } from './sealed-envelope.js';

/**
 * Re-seals the contact details of every message the outbox still holds that are not under the current key. A
 * reminder waits in the outbox until a day before its visit, so without this, dropping the old key after a
 * rotation would leave it unreadable and the patient unreminded. Returns how many rows it re-sealed.
 */
export function resealOutboxEnvelopes(db: Database, secrets: Secrets): Promise<number> {
  return resealInBatches(secrets, {
    readAfter: async (after, limit) =>
      (
        await db
          .select({ id: notificationOutbox.id, sealed: notificationOutbox.sealed })
          .from(notificationOutbox)
          .where(
            and(
              gt(notificationOutbox.id, after),
              isNotNull(notificationOutbox.sealed),
              notLike(notificationOutbox.sealed, `v2.${secrets.currentKeyId}.%`),
            ),
          )
          .orderBy(asc(notificationOutbox.id))
          .limit(limit)
      ).flatMap(({ id, sealed }): SealedRow[] => (sealed ? [{ id, sealed }] : [])),
    reseal: (row) => sealEnvelope(secrets, row.id, openEnvelope(secrets, row.id, row.sealed)),
    writeIfUnchanged: async (row, resealed) => {
      const updated = await db
        .update(notificationOutbox)
        .set({ sealed: resealed })
        .where(and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.sealed, row.sealed)))
        .returning({ id: notificationOutbox.id });
      return updated.length > 0;
    },
  });
}

/** The keys the messages still waiting are sealed with (a finished message keeps nothing sealed). */
export async function outboxKeyNeeds(db: Database): Promise<KeyNeed[]> {
  const groups = rowsOf<{ keyId: string | null; count: number }>(
    await db.execute(sql`
      select ${sealedKeyIdOf(sql`sealed`)} as "keyId", count(*)::int as count
      from notification_outbox where sealed is not null group by 1`),
  );
  return groups.flatMap(({ keyId, count }) => (keyId === null ? [] : [{ keyId, count, what: 'waiting messages' }]));
}
