import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { closures } from '#api/db/schema.js';

const localMinute = (value: string) => value.replace(' ', 'T').slice(0, 16);

/** The clinic's closures or blocks (and the chain's closures) still to end after `sinceLocal`, in start order. */
export async function comingClosures(db: Database, providerId: string, kind: 'closure' | 'block', sinceLocal: string) {
  const owner =
    kind === 'closure'
      ? or(eq(closures.providerId, providerId), isNull(closures.providerId))
      : eq(closures.providerId, providerId);
  const rows = await db
    .select({
      id: closures.id,
      providerId: closures.providerId,
      startsLocal: closures.startsLocal,
      endsLocal: closures.endsLocal,
      reason: closures.reason,
      series: closures.series,
    })
    .from(closures)
    .where(and(owner, eq(closures.kind, kind), gt(closures.endsLocal, sinceLocal.replace('T', ' '))))
    .orderBy(asc(closures.startsLocal), asc(closures.id));
  return rows.map((row) => ({
    ...row,
    startsLocal: localMinute(row.startsLocal),
    endsLocal: localMinute(row.endsLocal),
  }));
}

/** One of the clinic's own closures or blocks by id. */
export async function findOwnClosure(db: Database, providerId: string, id: string) {
  const [row] = await db
    .select({ id: closures.id, kind: closures.kind, startsLocal: closures.startsLocal, endsLocal: closures.endsLocal })
    .from(closures)
    .where(and(eq(closures.providerId, providerId), eq(closures.id, id)));
  return row ? { ...row, startsLocal: localMinute(row.startsLocal), endsLocal: localMinute(row.endsLocal) } : null;
}

/** The ids of a block's occurrences. */
export async function blockOccurrences(db: Database, providerId: string, series: string): Promise<string[]> {
  const rows = await db
    .select({ id: closures.id })
    .from(closures)
    .where(and(eq(closures.providerId, providerId), eq(closures.kind, 'block'), eq(closures.series, series)));
  return rows.map((row) => row.id);
}
