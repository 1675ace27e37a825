import {
  addDays,
  applyServiceOverrides,
  type BusinessName,
  daySlots,
  isSlotStart,
  localDateOf,
  normalizeService,
  parseLocalDate,
  type Service,
  type ServiceNameOverride,
  startsAfter,
} from '@hs/domain';
import { DomainError } from '#api/domain-error.js';
import type { BookableProvider, BookableServiceRow } from './bookable.repository.js';

interface BookableService extends Service {
  slotMinutes: number;
}

export interface ResolvedServices {
  /** The requested services, in the order asked for. */
  services: BookableService[];
  /** Services whose follow-up is one of the requested ones; they widen its booking window. */
  predecessors: BookableService[];
}

/**
 * The §3 catalog rules applied to a request, as the catalog list applies them: every service must exist,
 * survive normalisation (a service without maxDaysAhead is not bookable) and the name-pattern overrides (an
 * excluded service is not bookable, a merged window or availability holds), be available, and belong to the
 * business asked for.
 */
export function resolveServices(
  rows: readonly BookableServiceRow[],
  serviceIds: readonly number[],
  businessName: BusinessName,
  field: string,
  overrides: readonly ServiceNameOverride[],
): ResolvedServices {
  const normalised = applyServiceOverrides(
    rows.flatMap((row) => {
      const service = normalizeService(row);
      return service ? [{ ...service, slotMinutes: row.slotMinutes }] : [];
    }),
    overrides,
  );
  const services = serviceIds.map((id) => {
    const service = normalised.find((candidate) => candidate.id === id);
    if (!service?.isAvailable || !service.businessNames.includes(businessName)) {
      throw new DomainError('invalid', 'SERVICE_UNAVAILABLE', `Service ${id} cannot be booked for ${businessName}.`, {
        field,
      });
    }
    return service;
  });
  const predecessors = normalised.filter(
    (service) => service.followupServiceId !== null && serviceIds.includes(service.followupServiceId),
  );
  return { services, predecessors };
}

/** Services booked together are done one after another in one visit, so their lengths add up. */
export function visitMinutes(services: readonly BookableService[]): number {
  return services.reduce((total, service) => total + service.slotMinutes, 0);
}

/**
 * The last day a service can be booked. Windows count today, so maxDaysAhead N ends on today + N - 1 (as the
 * availability search does). A follow-up service may also be booked as far out as a first appointment booked
 * today could push it: the first service's window, plus the interval, plus the follow-up's own window.
 */
function lastBookableDay(service: BookableService, predecessors: readonly BookableService[], today: string): string {
  let days = service.maxDaysAhead - 1;
  for (const first of predecessors) {
    if (first.followupServiceId !== service.id || first.followupAfterDays === null) continue;
    days = Math.max(days, first.maxDaysAhead + first.followupAfterDays + service.maxDaysAhead - 2);
  }
  return addDays(today, days);
}

/**
 * Why `start` cannot be booked at this provider for these services, or null: it must be a slot start of the
 * provider's hours outside its closures, in the future, no earlier than the longest lead time and inside every
 * service's window.
 */
export function slotProblem(
  provider: BookableProvider,
  resolved: ResolvedServices,
  start: Date,
  now: Date,
): string | null {
  const rules = {
    weeklyHours: provider.weeklyHours,
    timeZone: provider.timeZone,
    slotMinutes: visitMinutes(resolved.services),
    closures: provider.closures,
  };
  if (!isSlotStart(rules, start)) return 'The time is not an appointment time at this location.';
  if (!startsAfter(start, now)) return 'The time has already passed.';
  const today = localDateOf(now, provider.timeZone);
  const day = localDateOf(start, provider.timeZone);
  for (const service of resolved.services) {
    const earliest = addDays(today, service.leadTime);
    if (day < earliest) return `${service.name} can be booked from ${earliest}.`;
    const latest = lastBookableDay(service, resolved.predecessors, today);
    if (day > latest) return `${service.name} can be booked up to ${latest}.`;
  }
  return null;
}

/** A provider must offer every service, take bookings, and belong to the business asked for. */
export function providerProblem(provider: BookableProvider, resolved: ResolvedServices, businessName: string) {
  if (provider.businessName !== businessName) return 'This location does not book for that business.';
  if (provider.isSchedulerEnabled === false) return 'This location does not take appointments online.';
  const offered = new Set(provider.offeredServiceIds);
  if (!resolved.services.every((service) => offered.has(service.id))) {
    return 'The service is not offered at this location.';
  }
  return null;
}

/**
 * The slot a provider's wall clock shows as 'YYYY-MM-DD HH:mm:ss' (§7 reservationTime), or null when no slot
 * starts then. Read from the day's own slots, so daylight-saving days need no separate rule: a skipped time
 * has no slot and a repeated hour means its first pass, as in the availability answers.
 */
export function slotAtWallClock(provider: BookableProvider, slotMinutes: number, wallClock: string): Date | null {
  const [date = '', time = ''] = wallClock.split(' ');
  if (!parseLocalDate(date)) return null;
  const rules = {
    weeklyHours: provider.weeklyHours,
    timeZone: provider.timeZone,
    slotMinutes,
    closures: provider.closures,
  };
  return daySlots(rules, date).find((slot) => slot.value.slice(11, 19) === time)?.start ?? null;
}
