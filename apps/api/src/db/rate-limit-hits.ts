import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { executeNamed } from './named-statement.js';
import { rowsOf } from './sql-values.js';

export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * Counts one hit in the key's current window, opening a new window when the last one has ended: one statement,
 * prepared once per connection, since every request of a multi-process server without Redis runs it.
 * The database's clock decides the windows, so processes with drifting clocks agree.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const result = await executeNamed(
    db,
    'rate_limit_hit',
    sql`
    insert into rate_limit_hits as hit (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when hit.resets_at <= now() then 1 else hit.hits + 1 end,
      resets_at = case when hit.resets_at <= now() then excluded.resets_at else hit.resets_at end
    returning hit.hits, greatest(0, ceil(extract(epoch from hit.resets_at - now()) * 1000))::int as "ttlMs"`,
  );
  const [row] = rowsOf<Hit>(result);
  if (!row) throw new Error('The hit was not counted');
  return { hits: row.hits, ttlMs: Number(row.ttlMs) };
}
