import type { AvailabilityStatus, ProviderAvailability } from '@hs/contracts';
import {
  cellsCovered,
  type DaySlot,
  datesBetween,
  daySlots,
  type LocalDate,
  searchWindow,
  startsAfter,
} from '@hs/domain';
import type { FullCellsRow, ProviderRow } from './availability.rows.js';

/** The requested services as one visit: booked together they need one slot long enough for all of them. */
export interface Visit {
  serviceIds: number[];
  slotMinutes: number;
  /** The strictest window of the set: the smallest maxDaysAhead and the longest lead time. */
  maxDaysAhead: number;
  leadTimeDays: number;
  /** False when a requested service is switched off in the catalog; nobody can offer the visit then. */
  isAvailable: boolean;
}

/** A provider with the slots its hours offer in its window, before claims are taken off. */
export interface ProviderPlan {
  provider: ProviderRow;
  offersVisit: boolean;
  days: { date: LocalDate; slots: DaySlot[] }[];
}

export interface ComputedAvailability {
  provider: ProviderRow;
  status: AvailabilityStatus;
  services: ProviderAvailability['services'];
  nextAvailable: DaySlot | null;
}

export function planProvider(
  provider: ProviderRow,
  visit: Visit,
  request: { now: Date; startDate?: LocalDate; endDate?: LocalDate },
): ProviderPlan {
  const offered = new Set(provider.offeredServiceIds);
  const offersVisit = visit.isAvailable && visit.serviceIds.every((id) => offered.has(id));
  if (!offersVisit) return { provider, offersVisit, days: [] };

  const window = searchWindow({
    now: request.now,
    timeZone: provider.timeZone,
    startDate: request.startDate,
    endDate: request.endDate,
    maxDaysAhead: visit.maxDaysAhead,
    leadTimeDays: visit.leadTimeDays,
    kind: provider.kind === 'virtual' ? 'virtual' : 'inPerson',
  });
  if (!window) return { provider, offersVisit, days: [] };

  const rules = {
    operatingHours: provider.operatingHours,
    timeZone: provider.timeZone,
    slotMinutes: visit.slotMinutes,
  };
  const days = datesBetween(window.firstDate, window.lastDate).map((date) => ({
    date,
    slots: daySlots(rules, date).filter((slot) => startsAfter(slot.start, request.now)),
  }));
  return { provider, offersVisit, days };
}

/** The stretch of time every planned slot lies in, for the one claims query that covers all providers. */
export function claimSpan(plans: readonly ProviderPlan[], slotMinutes: number): { from: Date; to: Date } | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const plan of plans) {
    for (const day of plan.days) {
      const first = day.slots[0];
      const last = day.slots.at(-1);
      if (first) from = Math.min(from, first.start.getTime());
      if (last) to = Math.max(to, last.start.getTime() + slotMinutes * 60 * 1000);
    }
  }
  return from < to ? { from: new Date(from), to: new Date(to) } : null;
}

/** The start instants (epoch ms) of each provider's full cells. */
export type FullCells = ReadonlyMap<string, ReadonlySet<number>>;

export function fullCellsOf(rows: readonly FullCellsRow[]): FullCells {
  return new Map(rows.map((row) => [row.providerId, new Set(row.fullCells.split(',').map(Number))]));
}

/**
 * Takes claims off a plan: a slot is free when none of the cells it covers is full (counted claims at the
 * provider's capacity). Status: SERVICE_UNAVAILABLE when the provider cannot offer the whole visit,
 * NO_AVAILABILITY when nothing is free in the window, AVAILABLE otherwise.
 */
export function availabilityOf(plan: ProviderPlan, visit: Visit, full: FullCells): ComputedAvailability {
  const { provider } = plan;
  if (!plan.offersVisit) return { provider, status: 'SERVICE_UNAVAILABLE', services: [], nextAvailable: null };

  const cells = full.get(provider.id);
  // Most providers have no full cell in the window; their slots need no cell checks.
  const isFree = (slot: DaySlot) =>
    !cells || cellsCovered(slot.start, visit.slotMinutes).every((cell) => !cells.has(cell.getTime()));
  let nextAvailable: DaySlot | null = null;
  const availability: ProviderAvailability['services'][number]['availability'] = [];
  for (const day of plan.days) {
    const free = day.slots.filter(isFree);
    nextAvailable ??= free[0] ?? null;
    availability.push({
      date: day.date,
      timeslots: free.map((slot) => ({ value: slot.value, serviceIds: visit.serviceIds })),
    });
  }
  return {
    provider,
    status: nextAvailable ? 'AVAILABLE' : 'NO_AVAILABILITY',
    services: [{ serviceId: visit.serviceIds[0]!, availability }],
    nextAvailable,
  };
}

const STATUS_ORDER: Record<AvailabilityStatus, number> = { AVAILABLE: 0, NO_AVAILABILITY: 1, SERVICE_UNAVAILABLE: 2 };

/** Earliest free slot first; providers without one after them, those that cannot offer the visit last. */
export function byEarliestAvailability(a: ComputedAvailability, b: ComputedAvailability): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.nextAvailable?.start.getTime() ?? 0) - (b.nextAvailable?.start.getTime() ?? 0) ||
    a.provider.id.localeCompare(b.provider.id)
  );
}
