import type { Secrets } from './secrets.js';

const BATCH = 200;

export interface SealedRow {
  id: string;
  sealed: string;
}

/**
 * Rewrites a table's rows under the current key, in batches by id, so it can run beside a serving API: each row
 * is written only if it still holds what was read. A row that cannot be rewritten now (its value sealed under a
 * key no longer listed) is left as it is; the report of what each key is still needed by names it. Returns how
 * many rows were rewritten; a second run finds none.
 */
export async function rewriteInBatches<Row extends { id: string }, Update>(table: {
  /** Rows after `after` by id, at most `limit`, that may need rewriting. */
  readAfter(after: string, limit: number): Promise<Row[]>;
  /** The row's new values; undefined when it needs none. */
  rewrite(row: Row): Update | undefined;
  /** Writes the new values if the row still holds what was read; false when it changed meanwhile. */
  writeIfUnchanged(row: Row, update: Update): Promise<boolean>;
}): Promise<number> {
  let rewritten = 0;
  let after = '';
  for (;;) {
    const rows = await table.readAfter(after, BATCH);
    for (const row of rows) {
      const update = rewriteOrSkip(table.rewrite, row);
      if (update !== undefined && (await table.writeIfUnchanged(row, update))) rewritten += 1;
    }
    const last = rows.at(-1);
    if (!last) return rewritten;
    after = last.id;
  }
}

function rewriteOrSkip<Row, Update>(rewrite: (row: Row) => Update | undefined, row: Row): Update | undefined {
  try {
    return rewrite(row);
  } catch {
    return undefined;
  }
}

/** Re-seals, under the current key, every row a table holds sealed under another one (older keys, the format before key ids). */
export function resealInBatches(
  secrets: Secrets,
  table: {
    readAfter(after: string, limit: number): Promise<SealedRow[]>;
    reseal(row: SealedRow): string;
    writeIfUnchanged(row: SealedRow, resealed: string): Promise<boolean>;
  },
): Promise<number> {
  return rewriteInBatches({
    readAfter: table.readAfter,
    rewrite: (row) => (secrets.isCurrent(row.sealed) ? undefined : table.reseal(row)),
    writeIfUnchanged: table.writeIfUnchanged,
  });
}
