import { CELL_MINUTES } from '@hs/domain';
import type { OccupancyRow } from './slot-occupancy.repository.js';

const CELL_MS = CELL_MINUTES * 60 * 1000;
const CELLS_PER_DAY = 96;

/** A provider's full cells (epoch-ms starts) and when the first hold keeping one of them full lapses. */
export interface ProviderFullCells {
  cells: Set<number>;
  holdsExpireAt: number | null;
}

/**
 * The cells whose counted seats reach the provider's capacity at `now`, per provider: bookings always count,
 * a hold only until it lapses (the rule of counted-claims.ts, applied to the occupancy rows). Providers
 * without a full cell are left out.
 */
export function fullCellsAt(
  rows: readonly OccupancyRow[],
  capacityOf: (providerId: string) => number,
  now: number,
): Map<string, ProviderFullCells> {
  const full = new Map<string, ProviderFullCells>();
  const seats = new Uint16Array(CELLS_PER_DAY);
  const firstExpiry = new Float64Array(CELLS_PER_DAY);
  for (const row of rows) {
    seats.set(row.booked);
    firstExpiry.fill(Number.POSITIVE_INFINITY);
    row.holdCells.forEach((cell, index) => {
      const expiry = row.holdExpiries[index]!;
      if (expiry <= now) return;
      seats[cell]! += 1;
      firstExpiry[cell] = Math.min(firstExpiry[cell]!, expiry);
    });
    const capacity = capacityOf(row.providerId);
    const dayStart = Date.parse(`${row.day}T00:00:00Z`);
    for (let cell = 0; cell < CELLS_PER_DAY; cell++) {
      if (seats[cell]! < capacity) continue;
      let entry = full.get(row.providerId);
      if (!entry) {
        entry = { cells: new Set(), holdsExpireAt: null };
        full.set(row.providerId, entry);
      }
      entry.cells.add(dayStart + cell * CELL_MS);
      const expiry = firstExpiry[cell]!;
      if (expiry !== Number.POSITIVE_INFINITY) entry.holdsExpireAt = Math.min(entry.holdsExpireAt ?? expiry, expiry);
    }
  }
  return full;
}
