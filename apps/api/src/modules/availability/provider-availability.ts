import type { AvailabilityStatus } from '@hs/contracts';
import {
  addDays,
  type ClosureTimes,
  type DaySlot,
  datesBetween,
  daySlots,
  type LocalDate,
  nextLocalMidnight,
  overlapsAnyCell,
  searchWindow,
  startsAfter,
} from '@hs/domain';
import type { ProviderFullCells } from '#api/modules/slot-inventory';
import type { ProviderRow } from './availability.rows.js';
import { DAY_CLOSE, dayFragment } from './day-fragment.js';

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

/**
 * A provider with the slots its hours offer in its window, before claims are taken off: each day's whole
 * list as daySlots remembers it, and the first of them still ahead of now (0 on every day but today).
 */
export interface ProviderPlan {
  provider: ProviderRow;
  days: readonly { date: LocalDate; slots: readonly DaySlot[]; from: number }[];
  /** Epoch ms of the provider's next midnight, when "today" moves on. */
  nextMidnight: number;
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

/** A search's dates in one zone for one kind of provider, and when the zone's "today" moves on. */
interface SearchCalendar {
  dates: readonly LocalDate[];
  /** Epoch ms of the zone's next midnight. */
  nextMidnight: number;
  /** The dates as local wall-clock bounds [from, to), which a closure must meet to change any of them. */
  from: string;
  to: string;
}

function searchCalendar(provider: ProviderRow, visit: Visit, request: SearchRequest): SearchCalendar {
  const window = searchWindow({
    now: request.now,
    timeZone: provider.timeZone,
    startDate: request.startDate,
    endDate: request.endDate,
    maxDaysAhead: visit.maxDaysAhead,
    leadTimeDays: visit.leadTimeDays,
    kind: provider.kind === 'virtual' ? 'virtual' : 'inPerson',
  });
  const dates = window ? datesBetween(window.firstDate, window.lastDate) : [];
  const [first, last] = [dates[0], dates.at(-1)];
  return {
    dates,
    nextMidnight: nextLocalMidnight(request.now, provider.timeZone),
    from: first ? `${first}T00:00` : '',
    to: last ? `${addDays(last, 1)}T00:00` : '',
  };
}

function planDays(
  provider: ProviderRow,
  visit: Visit,
  request: SearchRequest,
  calendar: SearchCalendar,
  closures: readonly ClosureTimes[],
): ProviderPlan {
  const rules = {
    weeklyHours: provider.weeklyHours,
    timeZone: provider.timeZone,
    slotMinutes: visit.slotMinutes,
    closures,
  };
  const days = calendar.dates.map((date) => {
    const slots = daySlots(rules, date);
    // Slots are in time order: when the first lies ahead all do.
    const first = slots[0];
    if (!first || startsAfter(first.start, request.now)) return { date, slots, from: 0 };
    const from = slots.findIndex((slot) => startsAfter(slot.start, request.now));
    return { date, slots, from: from === -1 ? slots.length : from };
  });
  return { provider, days, nextMidnight: calendar.nextMidnight };
}

/** The closures that cover part of the calendar's dates; the others cannot change its slots. */
const closuresWithin = (closures: readonly ClosureTimes[], calendar: SearchCalendar): readonly ClosureTimes[] =>
  closures.length === 0 ? closures : closures.filter((c) => c.endsLocal > calendar.from && c.startsLocal < calendar.to);

/**
 * The slots a provider offering the visit has in its search window, before claims are taken off, for the
 * providers of one search. Most share a zone, hours and the chain's closures with others, and their days depend
 * on nothing else, so each such group is planned once; the window's dates, which depend on the zone and not
 * the hours, once per zone.
 */
export function searchPlanner(
  visit: Visit,
  request: SearchRequest,
): (provider: ProviderRow, closures?: readonly ClosureTimes[]) => ProviderPlan {
  const calendars = new Map<string, SearchCalendar>();
  const planned = new Map<string, ProviderPlan>();
  // A provider is planned again once its closures are known: its hours are written out once.
  const hoursKeys = new Map<string, string>();
  return (provider, closures = []) => {
    const zone = `${provider.timeZone}|${provider.kind === 'virtual'}`;
    let calendar = calendars.get(zone);
    if (!calendar) {
      calendar = searchCalendar(provider, visit, request);
      calendars.set(zone, calendar);
    }
    const relevant = closuresWithin(closures, calendar);
    let hours = hoursKeys.get(provider.id);
    if (hours === undefined) {
      hours = JSON.stringify(provider.weeklyHours);
      hoursKeys.set(provider.id, hours);
    }
    const closed = relevant.map((closure) => `${closure.startsLocal}/${closure.endsLocal}`).join(',');
    const key = `${zone}|${hours}|${closed}`;
    let plan = planned.get(key);
    if (!plan) {
      plan = planDays(provider, visit, request, calendar, relevant);
      planned.set(key, plan);
    }
    return { ...plan, provider };
  };
}

/** The slots one provider offering the visit has in its search window, before claims are taken off. */
export function planProvider(
  provider: ProviderRow,
  visit: Visit,
  request: SearchRequest,
  closures: readonly ClosureTimes[] = [],
): ProviderPlan {
  return searchPlanner(visit, request)(provider, closures);
}

/** The stretch of time every planned slot lies in, for the one claims query that covers all providers. */
export function claimSpan(
  plans: readonly Pick<ProviderPlan, 'days'>[],
  slotMinutes: number,
): { from: Date; to: Date } | null {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (const plan of plans) {
    for (const day of plan.days) {
      const first = day.slots[day.from];
      if (!first) continue;
      from = Math.min(from, first.start.getTime());
      to = Math.max(to, day.slots.at(-1)!.start.getTime() + slotMinutes * 60 * 1000);
    }
  }
  return from < to ? { from: new Date(from), to: new Date(to) } : null;
}

/**
 * Whether a slot is free: none of the cells it covers is full (counted claims at the provider's capacity). The
 * one rule by which the results and the open availability feed tell a free slot.
 */
export function isFree(startMs: number, slotMinutes: number, claimed: ProviderFullCells | undefined): boolean {
  return !(claimed && overlapsAnyCell(startMs, slotMinutes, claimed.cells));
}

/** Each provider's full cells at the search's `now`; providers without one are absent. */
export type FullCells = ReadonlyMap<string, ProviderFullCells>;

const COMMA = Buffer.from(',');

/**
 * Takes claims off a plan: a slot is free when none of the cells it covers is full (counted claims at the
 * provider's capacity). NO_AVAILABILITY when nothing is free in the window, AVAILABLE otherwise. The JSON is
 * put together from the days' pre-written fragments (day-fragment.ts): a day with nothing taken is shared as
 * it is, any other is copied in runs of neighbouring free slots, so no slot is written per search.
 */
export function availabilityOf(plan: ProviderPlan, visit: Visit, full: FullCells): ProviderSlots {
  const claimed = full.get(plan.provider.id);
  const serviceIdsJson = JSON.stringify(visit.serviceIds);
  const parts: Buffer[] = [];
  let next: DaySlot | null = null;
  let firstPlanned = Number.POSITIVE_INFINITY;
  for (const [index, day] of plan.days.entries()) {
    if (index > 0) parts.push(COMMA);
    const fragment = dayFragment(day.date, day.slots, serviceIdsJson);
    const count = day.slots.length;
    if (day.from < count) firstPlanned = Math.min(firstPlanned, fragment.starts[day.from]!);
    if (day.from === 0 && !claimed) {
      parts.push(fragment.bytes);
      next ??= day.slots[0] ?? null;
      continue;
    }
    parts.push(fragment.head);
    let runStart = -1;
    let written = false;
    for (let slot = day.from; slot <= count; slot++) {
      // Most providers have no full cell in the window; their slots need no cell checks.
      const free = slot < count && isFree(fragment.starts[slot]!, visit.slotMinutes, claimed);
      if (free) {
        if (runStart < 0) runStart = slot;
        next ??= day.slots[slot]!;
      } else if (runStart >= 0) {
        if (written) parts.push(COMMA);
        parts.push(fragment.bytes.subarray(fragment.begins[runStart]!, fragment.ends[slot - 1]!));
        written = true;
        runStart = -1;
      }
    }
    parts.push(DAY_CLOSE);
  }
  const status: AvailabilityStatus = next ? 'AVAILABLE' : 'NO_AVAILABILITY';
  const head = `"status":"${status}","services":[{"serviceId":${visit.serviceIds[0]},"availability":[`;
  const tail = `]}],"nextAvailable":${next ? `"${next.value}"` : 'null'}`;
  return {
    status,
    nextAvailableAt: next ? next.start.getTime() : null,
    json: Buffer.concat([Buffer.from(head), ...parts, Buffer.from(tail)]),
    validUntil: Math.min(firstPlanned, claimed?.holdsExpireAt ?? Number.POSITIVE_INFINITY, plan.nextMidnight),
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
