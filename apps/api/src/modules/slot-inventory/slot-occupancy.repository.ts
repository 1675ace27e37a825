import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { executeNamed } from '#api/db/named-statement.js';
import { rowsOf, textArray } from '#api/db/sql-values.js';

/** One provider's UTC day of the occupancy table, as a search reads it. */
export interface OccupancyRow {
  providerId: string;
  /** Epoch ms of the UTC day's start. */
  dayStart: number;
  /** Booked seats per 15-minute cell of the day, 96 bytes. */
  booked: Uint8Array;
  holdCells: number[];
  /** Epoch ms each hold of `holdCells` lapses at, in the same order. */
  holdExpiries: number[];
}

const DAY_MS = 86_400_000;
const utcDay = (epochMs: number) => new Date(Math.floor(epochMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

interface WireRow {
  providerId: string;
  epochDay: number;
  booked: Uint8Array;
  holdCells: string;
  holdExpiries: string;
}

/**
 * The elements of a one-dimensional array of numbers without NULLs in PostgreSQL's text form, `{1,2.5}`. The
 * driver's generic array parser makes an object per character, which cost more than the rest of the row.
 */
const numbersOf = (text: string): number[] => (text.length <= 2 ? [] : text.slice(1, -1).split(',').map(Number));

/**
 * The occupancy rows of some providers over the UTC days that [from, to) touches: one small row per
 * provider-day, whatever the number of claims in it. The day comes as a number and the hold arrays as text,
 * parsed here, since a search reads hundreds of these rows.
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
    select provider_id as "providerId", day - date '1970-01-01' as "epochDay", booked,
      hold_cells::text as "holdCells", hold_expiries::text as "holdExpiries"
    from slot_occupancy
    where provider_id = any(${textArray(window.providerIds)})
      and day between ${utcDay(window.from.getTime())}::date and ${utcDay(window.to.getTime() - 1)}::date`,
  );
  return rowsOf<WireRow>(result).map((row) => ({
    providerId: row.providerId,
    dayStart: row.epochDay * DAY_MS,
    booked: row.booked,
    holdCells: numbersOf(row.holdCells),
    holdExpiries: numbersOf(row.holdExpiries),
  }));
}
