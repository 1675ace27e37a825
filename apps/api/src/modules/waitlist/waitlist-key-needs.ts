import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rowsOf } from '#api/db/sql-values.js';
import { type KeyNeed, sealedKeyIdOf } from '#api/modules/security';

/**
 * The keys the contacts of entries still in line are sealed and hashed with. `npm run rotate-keys` does not move
 * them: an entry lives at most 14 days, so each key is needed only until the last of them lapses.
 */
export async function waitlistKeyNeeds(db: Database): Promise<KeyNeed[]> {
  const rows = rowsOf<{ keyId: string | null; hashKeyId: string; count: number; until: Date | string }>(
    await db.execute(sql`
      select ${sealedKeyIdOf(sql`contact_sealed`)} as "keyId", hash_key_id as "hashKeyId", count(*)::int as count,
        max(lapses_at) as until
      from waitlist_entries where status in ('pending', 'waiting', 'offered')
      group by 1, 2`),
  );
  return rows.flatMap((row) => {
    const until = new Date(row.until);
    const sealed = { keyId: row.keyId, count: row.count, what: 'waitlist contacts', until };
    return row.hashKeyId === row.keyId ? [sealed] : [sealed, { ...sealed, keyId: row.hashKeyId }];
  });
}
