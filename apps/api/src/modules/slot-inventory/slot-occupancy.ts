import { CELL_MINUTES } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { findOccupancy, type OccupancyRow } from './slot-occupancy.repository.js';

const CELL_MS = CELL_MINUTES * 60 * 1000;
const CELLS_PER_DAY = 96;

const DAY_MS = 86_400_000;

/** Cells by epoch-ms start: whether one is full, and all of them in time order. */
export type CellSet = Pick<ReadonlySet<number>, 'has'> & Iterable<number>;

/** A provider's full cells and when the first hold keeping one of them full lapses. */
export interface ProviderFullCells {
  cells: CellSet;
  holdsExpireAt: number | null;
}

/**
 * One flag per cell from `first` on: a search probes thousands of cells, and an array index is far cheaper
 * to fill and to probe than a set of instants.
 */
class CellFlags implements CellSet {
  constructor(
    private readonly first: number,
    readonly flags: Uint8Array,
  ) {}

  has(cell: number): boolean {
    // Outside the range, or off the quarter-hour grid, the index misses the array and the cell is not full.
    return this.flags[(cell - this.first) / CELL_MS] === 1;
  }

  *[Symbol.iterator]() {
    for (const [index, flag] of this.flags.entries()) if (flag === 1) yield this.first + index * CELL_MS;
  }
}

/**
 * One occupancy row's counted seats per cell at `now`, written into `seats`: bookings always count, a hold only
 * until it lapses (the rule of counted-claims.ts). `firstExpiry` gets, per cell, when its first counted hold
 * lapses (infinity when none). Every reader of the occupancy rows counts through this one function.
 */
function countSeats(row: OccupancyRow, now: number, seats: Uint16Array, firstExpiry: Float64Array): void {
  seats.set(row.booked);
  firstExpiry.fill(Number.POSITIVE_INFINITY);
  const { holdCells, holdExpiries } = row;
  for (let index = 0; index < holdCells.length; index++) {
    const expiry = holdExpiries[index]!;
    if (expiry <= now) continue;
    const cell = holdCells[index]!;
    seats[cell]! += 1;
    firstExpiry[cell] = Math.min(firstExpiry[cell]!, expiry);
  }
}

/** The span of UTC days some occupancy rows cover: its first day and how many cells it holds. */
function daysSpanned(rows: readonly OccupancyRow[]): { first: number; cellCount: number } {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    first = Math.min(first, row.dayStart);
    last = Math.max(last, row.dayStart);
  }
  return { first, cellCount: ((last - first) / DAY_MS + 1) * CELLS_PER_DAY };
}

/**
 * The cells whose counted seats reach the provider's capacity at `now`, per provider (countSeats' rule).
 * Providers without a full cell are left out.
 */
export function fullCellsAt(
  rows: readonly OccupancyRow[],
  capacityOf: (providerId: string) => number,
  now: number,
): Map<string, ProviderFullCells> {
  const full = new Map<string, ProviderFullCells & { cells: CellFlags }>();
  if (rows.length === 0) return full;
  const { first, cellCount } = daysSpanned(rows);
  const seats = new Uint16Array(CELLS_PER_DAY);
  const firstExpiry = new Float64Array(CELLS_PER_DAY);
  for (const row of rows) {
    countSeats(row, now, seats, firstExpiry);
    const capacity = capacityOf(row.providerId);
    const offset = ((row.dayStart - first) / DAY_MS) * CELLS_PER_DAY;
    let entry = full.get(row.providerId);
    for (let cell = 0; cell < CELLS_PER_DAY; cell++) {
      if (seats[cell]! < capacity) continue;
      if (!entry) {
        entry = { cells: new CellFlags(first, new Uint8Array(cellCount)), holdsExpireAt: null };
        full.set(row.providerId, entry);
      }
      entry.cells.flags[offset + cell] = 1;
      const expiry = firstExpiry[cell]!;
      if (expiry !== Number.POSITIVE_INFINITY) entry.holdsExpireAt = Math.min(entry.holdsExpireAt ?? expiry, expiry);
    }
  }
  return full;
}

/** Seats taken per cell of one provider, by the cell's epoch-ms start; 0 for a cell without a counted claim. */
export interface CellSeats {
  taken(cell: number): number;
  /** Of those, the seats held (not booked). */
  held(cell: number): number;
}

class CellCounts implements CellSeats {
  constructor(
    private readonly first: number,
    readonly counts: Uint16Array,
    readonly booked: Uint8Array,
  ) {}

  taken(cell: number): number {
    return this.counts[(cell - this.first) / CELL_MS] ?? 0;
  }

  held(cell: number): number {
    const index = (cell - this.first) / CELL_MS;
    return (this.counts[index] ?? 0) - (this.booked[index] ?? 0);
  }
}

/**
 * The seats counted in each cell at `now`, per provider (countSeats' rule, so a cell is full here exactly when
 * fullCellsAt says so). Providers without any counted seat are left out.
 */
export function takenSeatsAt(rows: readonly OccupancyRow[], now: number): Map<string, CellSeats> {
  const taken = new Map<string, CellCounts>();
  if (rows.length === 0) return taken;
  const { first, cellCount } = daysSpanned(rows);
  const seats = new Uint16Array(CELLS_PER_DAY);
  const firstExpiry = new Float64Array(CELLS_PER_DAY);
  for (const row of rows) {
    countSeats(row, now, seats, firstExpiry);
    if (!seats.some((count) => count > 0)) continue;
    let entry = taken.get(row.providerId);
    if (!entry) {
      entry = new CellCounts(first, new Uint16Array(cellCount), new Uint8Array(cellCount));
      taken.set(row.providerId, entry);
    }
    const offset = ((row.dayStart - first) / DAY_MS) * CELLS_PER_DAY;
    entry.counts.set(seats, offset);
    entry.booked.set(row.booked, offset);
  }
  return taken;
}

/** Some providers' occupancy rows over a span, and their capacities as fullCellsAt asks for them. */
async function occupancyOf(
  db: Database,
  providers: readonly { id: string; slotCapacity: number }[],
  span: { from: Date; to: Date } | null,
) {
  const rows = span ? await findOccupancy(db, { providerIds: providers.map((provider) => provider.id), ...span }) : [];
  const capacities = new Map(providers.map((provider) => [provider.id, provider.slotCapacity]));
  return { rows, capacityOf: (id: string) => capacities.get(id)! };
}

/** The full cells of some providers over a span at `now`, read from their occupancy rows in one query. */
export async function fullCellsOf(
  db: Database,
  providers: readonly { id: string; slotCapacity: number }[],
  span: { from: Date; to: Date } | null,
  now: number,
): Promise<Map<string, ProviderFullCells>> {
  const { rows, capacityOf } = await occupancyOf(db, providers, span);
  return fullCellsAt(rows, capacityOf, now);
}

/** Some providers' full cells and seats taken per cell over a span at `now`, from one read of their occupancy. */
export async function seatsOf(
  db: Database,
  providers: readonly { id: string; slotCapacity: number }[],
  span: { from: Date; to: Date } | null,
  now: number,
): Promise<{ full: Map<string, ProviderFullCells>; taken: Map<string, CellSeats> }> {
  const { rows, capacityOf } = await occupancyOf(db, providers, span);
  return { full: fullCellsAt(rows, capacityOf, now), taken: takenSeatsAt(rows, now) };
}
