import { type SQL, sql } from 'drizzle-orm';

/** Rows that still depend on one key: `npm run rotate-keys` reports these, and a server refuses to start without their key. */
export interface KeyNeed {
  /** Null for hashes that name no key and that no listed key made: their key was removed. */
  keyId: string | null;
  count: number;
  /** What the rows hold, e.g. "appointments' patient data". */
  what: string;
  /**
   * Set when `npm run rotate-keys` cannot move these rows to the current key (it lacks what was hashed); they
   * need the key only until this time, after which nothing reads them.
   */
  until?: Date;
}

/**
 * The id of the key a sealed value names (`v2.<key id>.…`), or null for the format before key ids (which
 * `npm run rotate-keys` re-seals with whichever listed key opens them). Only the head of the value is read, so a
 * long value stored out of line is not fetched whole.
 */
export function sealedKeyIdOf(column: SQL): SQL<string | null> {
  const head = sql`substr(${column}, 1, 48)`;
  return sql<string | null>`case when ${head} like 'v2.%' then split_part(${head}, '.', 2) end`;
}
