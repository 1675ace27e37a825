import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rowsOf } from '#api/db/sql-values.js';
import { type KeyNeed, resealInBatches, type SealedRow, type Secrets, sealedKeyIdOf } from '#api/modules/security';
import { idempotencyContext } from './idempotency.js';

/**
 * Re-seals the answers kept for Idempotency-Keys (with the digest of the request each answered) under the
 * current key, so a retry is still answered once the old key is gone. Returns how many it re-sealed.
 */
export function resealIdempotentAnswers(db: Database, secrets: Secrets): Promise<number> {
  return resealInBatches(secrets, {
    readAfter: async (after, limit) =>
      rowsOf<SealedRow>(
        await db.execute(sql`
          select key as id, body->>'sealed' as sealed from idempotency_keys
          where key > ${after} and body ? 'sealed' and body->>'sealed' not like ${`v2.${secrets.currentKeyId}.%`}
          order by key limit ${limit}`),
      ),
    reseal: (row) => secrets.seal(secrets.open(row.sealed, idempotencyContext(row.id)), idempotencyContext(row.id)),
    writeIfUnchanged: async (row, resealed) => {
      const updated = await db.execute(sql`
        update idempotency_keys set body = jsonb_set(body, '{sealed}', to_jsonb(${resealed}::text))
        where key = ${row.id} and body->>'sealed' = ${row.sealed} returning key`);
      return rowsOf(updated).length > 0;
    },
  });
}

/**
 * The keys stored answers are sealed with. A row written before requests' digests were sealed also holds a
 * keyed hash of its request; once that key is gone a retry of it is refused as a different request (422), which
 * gives nothing away, so such a hash needs no key kept for it.
 */
export async function idempotencyKeyNeeds(db: Database): Promise<KeyNeed[]> {
  const groups = rowsOf<{ keyId: string | null; count: number }>(
    await db.execute(sql`
      select ${sealedKeyIdOf(sql`(body->>'sealed')`)} as "keyId", count(*)::int as count
      from idempotency_keys where body ? 'sealed' group by 1`),
  );
  return groups.flatMap(({ keyId, count }) =>
    keyId === null ? [] : [{ keyId, count, what: 'answers kept for Idempotency-Keys' }],
  );
}
