/**
 * The slot inventory counts seats per 15-minute cell of a provider's day; a longer service claims every
 * cell it overlaps, so services of different lengths share one ledger.
 */
export const CELL_MINUTES = 15;
const CELL_MS = CELL_MINUTES * 60 * 1000;

/** The cells (by start instant) that a slot of `slotMinutes` starting at `start` occupies. */
export function cellsCovered(start: Date, slotMinutes: number): Date[] {
  if (!Number.isFinite(slotMinutes) || slotMinutes <= 0)
    throw new RangeError(`Slot length must be positive: ${slotMinutes}`);
  const end = start.getTime() + slotMinutes * 60 * 1000;
  const cells: Date[] = [];
  for (let cell = Math.floor(start.getTime() / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS)
    cells.push(new Date(cell));
  return cells;
}

/**
 * Whether a slot overlaps any of the given cells (epoch-ms starts): the same cells as cellsCovered, checked
 * without building them, since an availability answer tests thousands of slots.
 */
export function overlapsAnyCell(
  startMs: number,
  slotMinutes: number,
  cells: Pick<ReadonlySet<number>, 'has'>,
): boolean {
  const end = startMs + slotMinutes * 60 * 1000;
  for (let cell = Math.floor(startMs / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS) {
    if (cells.has(cell)) return true;
  }
  return false;
}
