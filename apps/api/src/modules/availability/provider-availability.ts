import type { AvailabilityStatus } from '@hs/contracts';
import {
  type DaySlot,
  datesBetween,
  daySlots,
  type LocalDate,
  nextLocalMidnight,
  overlapsAnyCell,
  searchWindow,
  startsAfter,
} from '@hs/domain';
import type { ProviderFullCells } from '../slot-inventory/slot-occupancy.js';
import type { ProviderRow } from './availability.rows.js';

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

export interface SearchRequest {
  now: Date;
  startDate?: LocalDate;
  endDate?: LocalDate;
}

/** A provider with the slots its hours offer in its window, before claims are taken off. */
interface ProviderPlan {
  provider: ProviderRow;
  days: { date: LocalDate; slots: readonly DaySlot[] }[];
}

/**
 * One provider's part of an answer, independent of where the search was made from, so it can be reused
 * by any search until `validUntil` or until the provider's availability version moves.
 */
export interface ProviderSlots {
  status: AvailabilityStatus;
  /** Epoch ms of the first free slot. */
  nextAvailableAt: number | null;
  /**
   * The answer's members "status", "services" and "nextAvailable" for this provider, as UTF-8 JSON: kept
   * encoded, since an answer of thousands of slots is sent far more often than it is computed.
   */
  json: Buffer;
  /** Epoch ms from which time alone may change the answer: a slot starts, a hold lapses, the day turns. */
  validUntil: number;
}

export function offersVisit(provider: ProviderRow, visit: Visit): boolean {
  return visit.isAvailable && visit.serviceIds.every((id) => provider.offeredServiceIds.includes(id));
}

export const SERVICE_UNAVAILABLE: ProviderSlots = {
  status: 'SERVICE_UNAVAILABLE',
  nextAvailableAt: null,
  json: Buffer.from('"status":"SERVICE_UNAVAILABLE","services":[],"nextAvailable":null'),
  validUntil: Number.POSITIVE_INFINITY,
};

/** The slots a provider offering the visit has in its search window, before claims are taken off. */
export function planProvider(provider: ProviderRow, visit: Visit, request: SearchRequest): ProviderPlan {
  const window = searchWindow({
    now: request.now,
    timeZone: provider.timeZone,
    startDate: request.startDate,
    endDate: request.endDate,
    maxDaysAhead: visit.maxDaysAhead,
    leadTimeDays: visit.leadTimeDays,
    kind: provider.kind === 'virtual' ? 'virtual' : 'inPerson',
  });
  if (!window) return { provider, days: [] };

  const rules = {
    operatingHours: provider.operatingHours,
    timeZone: provider.timeZone,
    slotMinutes: visit.slotMinutes,
  };
  const days = datesBetween(window.firstDate, window.lastDate).map((date) => {
    const slots = daySlots(rules, date);
    const first = slots[0];
    // Slots are in time order: when the first lies ahead all do, and the remembered list is shared as it is.
    if (!first || startsAfter(first.start, request.now)) return { date, slots };
    return { date, slots: slots.filter((slot) => startsAfter(slot.start, request.now)) };
  });
  return { provider, days };
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

/** Each provider's full cells at the search's `now`; providers without one are absent. */
export type FullCells = ReadonlyMap<string, ProviderFullCells>;

/**
 * Takes claims off a plan: a slot is free when none of the cells it covers is full (counted claims at the
 * provider's capacity). NO_AVAILABILITY when nothing is free in the window, AVAILABLE otherwise. The JSON is
 * written here rather than serialised from objects: an answer holds thousands of slots, and slot values and
 * dates are generated ISO text that needs no escaping.
 */
export function availabilityOf(plan: ProviderPlan, visit: Visit, full: FullCells, now: Date): ProviderSlots {
  const claimed = full.get(plan.provider.id);
  const slotTail = `","serviceIds":${JSON.stringify(visit.serviceIds)}}`;
  let next: DaySlot | null = null;
  let firstPlanned = Number.POSITIVE_INFINITY;
  const days: string[] = [];
  for (const day of plan.days) {
    const times: string[] = [];
    for (const slot of day.slots) {
      const start = slot.start.getTime();
      firstPlanned = Math.min(firstPlanned, start);
      // Most providers have no full cell in the window; their slots need no cell checks.
      if (claimed && overlapsAnyCell(start, visit.slotMinutes, claimed.cells)) continue;
      next ??= slot;
      times.push(`{"value":"${slot.value}${slotTail}`);
    }
    days.push(`{"date":"${day.date}","timeslots":[${times.join(',')}]}`);
  }
  const status: AvailabilityStatus = next ? 'AVAILABLE' : 'NO_AVAILABILITY';
  const services = `[{"serviceId":${visit.serviceIds[0]},"availability":[${days.join(',')}]}]`;
  return {
    status,
    nextAvailableAt: next?.start.getTime() ?? null,
    json: Buffer.from(
      `"status":"${status}","services":${services},"nextAvailable":${next ? `"${next.value}"` : 'null'}`,
    ),
    validUntil: Math.min(
      firstPlanned,
      claimed?.holdsExpireAt ?? Number.POSITIVE_INFINITY,
      nextLocalMidnight(now, plan.provider.timeZone),
    ),
  };
}

const STATUS_ORDER: Record<AvailabilityStatus, number> = { AVAILABLE: 0, NO_AVAILABILITY: 1, SERVICE_UNAVAILABLE: 2 };

/** Earliest free slot first; providers without one after them, those that cannot offer the visit last. */
export function byEarliestAvailability(
  a: { provider: ProviderRow; slots: ProviderSlots },
  b: { provider: ProviderRow; slots: ProviderSlots },
): number {
  return (
    STATUS_ORDER[a.slots.status] - STATUS_ORDER[b.slots.status] ||
    (a.slots.nextAvailableAt ?? 0) - (b.slots.nextAvailableAt ?? 0) ||
    a.provider.id.localeCompare(b.provider.id)
  );
}
