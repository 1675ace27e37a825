import type { Secrets } from './secrets.js';

const BATCH = 200;

export interface SealedRow {
  id: string;
  sealed: string;
}

/**
 * Re-seals, under the current key, every row a table holds sealed under another one (older keys, the format
 * before key ids): in batches by id, so it can run beside a serving API, and each row is written only if it still
 * holds what was read. Returns how many rows it re-sealed; a second run finds none.
 */
export async function resealInBatches(
  secrets: Secrets,
  table: {
    /** Rows after `after` by id, at most `limit`, whose sealed value is not under the current key. */
    readAfter(after: string, limit: number): Promise<SealedRow[]>;
    reseal(row: SealedRow): string;
    /** Writes the re-sealed value if the row still holds `row.sealed`; false when it changed meanwhile. */
    writeIfUnchanged(row: SealedRow, resealed: string): Promise<boolean>;
  },
): Promise<number> {
  let resealed = 0;
  let after = '';
  for (;;) {
    const rows = await table.readAfter(after, BATCH);
    for (const row of rows) {
      if (secrets.isCurrent(row.sealed)) continue;
      if (await table.writeIfUnchanged(row, table.reseal(row))) resealed += 1;
    }
    const last = rows.at(-1);
    if (!last) return resealed;
    after = last.id;
  }
}
