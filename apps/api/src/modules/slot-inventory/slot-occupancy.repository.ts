import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { rowsOf, textArray } from '../../db/sql-values.js';

/** One provider's UTC day of the occupancy table, as a search reads it. */
export interface OccupancyRow {
  providerId: string;
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  /** Booked seats per 15-minute cell of the day, 96 bytes. */
  booked: Uint8Array;
  holdCells: number[];
  /** Epoch ms each hold of `holdCells` lapses at, in the same order. */
  holdExpiries: number[];
}

const DAY_MS = 86_400_000;
const utcDay = (epochMs: number) => new Date(Math.floor(epochMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/**
 * The occupancy rows of some providers over the UTC days that [from, to) touches: one small row per
 * provider-day, whatever the number of claims in it.
 */
export async function findOccupancy(
  db: Database,
  window: { providerIds: readonly string[]; from: Date; to: Date },
): Promise<OccupancyRow[]> {
  if (window.providerIds.length === 0 || window.from >= window.to) return [];
  const result = await executeNamed(
    db,
    'availability_occupancy',
    sql`
    select provider_id as "providerId", day::text as day, booked, hold_cells as "holdCells",
      hold_expiries as "holdExpiries"
    from slot_occupancy
    where provider_id = any(${textArray(window.providerIds)})
      and day between ${utcDay(window.from.getTime())}::date and ${utcDay(window.to.getTime() - 1)}::date`,
  );
  return rowsOf<OccupancyRow>(result);
}
