import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rateLimitHits } from './schema.js';

export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * Counts one hit in the key's current window, opening a new window when the last one has ended: one statement.
 * The database's clock decides the windows, so processes with drifting clocks agree.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const window = `${windowMs} milliseconds`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: sql`now() + ${window}::interval` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetsAt} <= now() then 1 else ${rateLimitHits.hits} + 1 end`,
        resetsAt: sql`case when ${rateLimitHits.resetsAt} <= now() then now() + ${window}::interval else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetsAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('The hit was not counted');
  return { hits: row.hits, ttlMs: Number(row.ttlMs) };
}
