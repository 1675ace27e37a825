import { addDays, CELL_MINUTES, type ClosureTimes, type LocalDate } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { findClosures } from '#api/modules/closures';
import { type CellSeats, type ProviderFullCells, seatsOf } from '#api/modules/slot-inventory';
import type { ProviderRow } from './availability.rows.js';
import {
  claimSpan,
  isFree,
  offersVisit,
  type ProviderPlan,
  type SearchRequest,
  searchPlanner,
  type Visit,
} from './provider-availability.js';

/** One day of a schedule: the day's slots as the results plan them, and the first of them still ahead of now. */
export type HorizonDay = ProviderPlan['days'][number];

/** A provider's slots for one visit over its whole booking horizon, with the seats taken at each. */
export interface HorizonSchedule {
  provider: ProviderRow;
  visit: Visit;
  days: readonly HorizonDay[];
  /**
   * Seats taken at `now` in the slot starting at `startMs`: the provider's capacity when the slot is not free
   * (isFree, the results' rule), else the most seats taken in any cell it covers.
   */
  seatsTaken(startMs: number): number;
  /**
   * The same seats split into held and booked, as the FHIR API tells them apart: those of the covered cell with
   * the most seats taken (the one that decides whether the slot is free), `taken` as seatsTaken says.
   */
  seatsAt(startMs: number): { taken: number; held: number };
}

const CELL_MS = CELL_MINUTES * 60 * 1000;

type Planner = ReturnType<typeof searchPlanner>;

/**
 * The results' search windows for one visit laid end to end from the first bookable day to the horizon: the
 * days a visitor could page through on the results page, each planned by the same planner a search uses.
 */
class HorizonPlanner {
  readonly #planners = new Map<string, Planner>();

  constructor(
    private readonly visit: Visit,
    private readonly now: Date,
  ) {}

  days(provider: ProviderRow, closures?: readonly ClosureTimes[]): HorizonDay[] {
    const days: HorizonDay[] = [];
    let startDate: LocalDate | undefined;
    for (;;) {
      const key = startDate ?? '';
      let planner = this.#planners.get(key);
      if (!planner) {
        const request: SearchRequest = { now: this.now, ...(startDate ? { startDate } : {}) };
        planner = searchPlanner(this.visit, request);
        this.#planners.set(key, planner);
      }
      const plan = planner(provider, closures);
      const last = plan.days.at(-1);
      if (!last) return days;
      days.push(...plan.days);
      startDate = addDays(last.date, 1);
    }
  }
}

function seatsTakenBy(
  provider: ProviderRow,
  visit: Visit,
  claimed: ProviderFullCells | undefined,
  seats: CellSeats | undefined,
): (startMs: number) => number {
  if (!seats) return () => 0;
  const length = visit.slotMinutes * 60 * 1000;
  return (startMs) => {
    if (!isFree(startMs, visit.slotMinutes, claimed)) return provider.slotCapacity;
    let most = 0;
    for (let cell = Math.floor(startMs / CELL_MS) * CELL_MS; cell < startMs + length; cell += CELL_MS) {
      most = Math.max(most, seats.taken(cell));
    }
    return most;
  };
}

function seatsSplitBy(
  provider: ProviderRow,
  visit: Visit,
  claimed: ProviderFullCells | undefined,
  seats: CellSeats | undefined,
): (startMs: number) => { taken: number; held: number } {
  if (!seats) return () => ({ taken: 0, held: 0 });
  const length = visit.slotMinutes * 60 * 1000;
  return (startMs) => {
    let most = 0;
    let held = 0;
    for (let cell = Math.floor(startMs / CELL_MS) * CELL_MS; cell < startMs + length; cell += CELL_MS) {
      const taken = seats.taken(cell);
      if (taken > most) {
        most = taken;
        held = seats.held(cell);
      }
    }
    const taken = isFree(startMs, visit.slotMinutes, claimed) ? most : provider.slotCapacity;
    return { taken, held: Math.min(held, taken) };
  };
}

/**
 * Every slot some providers offer for each of some visits over the visit's whole booking horizon, with the
 * seats taken at `now`, planned as the results plan them (searchPlanner, closures, the occupancy rows): a slot
 * is free here exactly when a search would offer it. Providers are taken in the order given, visits in
 * theirs; a provider that does not offer a visit has no schedule for it. Two queries for all of them, whatever
 * their number: their occupancy over the span of every planned slot, and their closures.
 */
export async function horizonSchedules(
  db: Database,
  providers: readonly ProviderRow[],
  visits: readonly Visit[],
  now: Date,
): Promise<HorizonSchedule[]> {
  const planners = visits.map((visit) => new HorizonPlanner(visit, now));
  const open = providers.flatMap((provider) =>
    visits.flatMap((visit, index) =>
      offersVisit(provider, visit) ? [{ provider, visit, planner: planners[index]!, days: [] as HorizonDay[] }] : [],
    ),
  );
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const schedule of open) {
    schedule.days = schedule.planner.days(schedule.provider);
    const span = claimSpan([schedule], schedule.visit.slotMinutes);
    if (!span) continue;
    from = Math.min(from, span.from.getTime());
    to = Math.max(to, span.to.getTime());
  }
  const span = from < to ? { from: new Date(from), to: new Date(to) } : null;
  const planned = [...new Map(open.map((schedule) => [schedule.provider.id, schedule.provider])).values()];
  // One after the other, as a search reads them: the handle may be a single connection.
  const { full, taken } = await seatsOf(db, planned, span, now.getTime());
  const closures = span
    ? await findClosures(
        db,
        planned.map((provider) => provider.id),
        span,
      )
    : new Map();
  return open.map(({ provider, visit, planner, days }) => {
    const closed = closures.get(provider.id);
    return {
      provider,
      visit,
      days: closed ? planner.days(provider, closed) : days,
      seatsTaken: seatsTakenBy(provider, visit, full.get(provider.id), taken.get(provider.id)),
      seatsAt: seatsSplitBy(provider, visit, full.get(provider.id), taken.get(provider.id)),
    };
  });
}
