import { addDays, type ClosureTimes, localDateOf } from '@hs/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { rowsOf, textArray } from '#api/db/sql-values.js';

/** A closure as availability reads it: its local bounds ("YYYY-MM-DDTHH:mm") and the reason visitors see. */
export interface ClosureRow extends ClosureTimes {
  reason: string;
  /** Blocked time (decision 055): it cuts slots like any closure, but visitors are never shown it. */
  internal?: boolean;
}

/**
 * The earliest local time a closure must end after to matter at `now`: a day before now's UTC date, which is
 * before today in every zone of the chain. Closures are stored in each clinic's wall-clock time, so the bound is
 * a wall-clock time too, and generous rather than exact.
 */
export function closuresSince(now: Date): string {
  return `${addDays(localDateOf(now, 'UTC'), -1)}T00:00`;
}

const localText = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * A provider's closures (its own and the chain's) that end after `since`, as a JSON array in start order, for
 * queries that read a provider row; `providerId` is the SQL naming the provider. Chain-wide closures and the
 * provider's own each come from the (provider_id, ends_local) index.
 */
export function closuresJson(providerId: SQLWrapper, since: SQL): SQL<ClosureRow[]> {
  return sql<ClosureRow[]>`(select coalesce(json_agg(json_build_object(
      'startsLocal', ${localText(sql`cl.starts_local`)}, 'endsLocal', ${localText(sql`cl.ends_local`)},
      'reason', cl.reason, 'internal', cl.kind = 'block') order by cl.starts_local, cl.id), '[]')
    from closures cl
    where (cl.provider_id = ${providerId} or cl.provider_id is null) and cl.ends_local > ${since}::timestamp)`;
}

/**
 * The closures of each provider that cover part of the span, chain-wide ones included, in start order;
 * providers without any are absent. One query, whatever the number of providers. The span is widened by a day
 * each way, as closuresSince does, since the closures are on each provider's own clock.
 */
export async function findClosures(
  db: Database,
  providerIds: readonly string[],
  span: { from: Date; to: Date },
): Promise<Map<string, ClosureRow[]>> {
  const result = new Map<string, ClosureRow[]>();
  if (providerIds.length === 0) return result;
  const rows = rowsOf<ClosureRow & { providerId: string | null }>(
    await executeNamed(
      db,
      'provider_closures',
      sql`select provider_id as "providerId", ${localText(sql`starts_local`)} as "startsLocal",
        ${localText(sql`ends_local`)} as "endsLocal", reason, kind = 'block' as internal
      from closures
      where (provider_id = any(${textArray(providerIds)}) or provider_id is null)
        and ends_local > ${closuresSince(span.from)}::timestamp
        and starts_local < ${`${addDays(localDateOf(span.to, 'UTC'), 2)}T00:00`}::timestamp
      order by starts_local, id`,
    ),
  );
  for (const { providerId, ...closure } of rows) {
    for (const id of providerId === null ? providerIds : [providerId]) {
      const list = result.get(id);
      if (list) list.push(closure);
      else result.set(id, [closure]);
    }
  }
  return result;
}
