import { type BusinessName, isSlotStart, localDateOf, normalizeService, type Service } from '@hs/domain';
import { HttpError } from '../../plugins/error-handler.js';
import type { BookableProvider, BookableServiceRow } from './bookable.repository.js';

export interface BookableService extends Service {
  slotMinutes: number;
}

export interface ResolvedServices {
  /** The requested services, in the order asked for. */
  services: BookableService[];
  /** Services whose follow-up is one of the requested ones; they widen its booking window. */
  predecessors: BookableService[];
}

/**
 * The §3 catalog rules applied to a request: every service must exist, survive normalisation (a service
 * without maxDaysAhead is not bookable), be available, and belong to the business asked for.
 */
export function resolveServices(
  rows: readonly BookableServiceRow[],
  serviceIds: readonly number[],
  businessName: BusinessName,
  field: string,
): ResolvedServices {
  const normalised = rows.flatMap((row) => {
    const service = normalizeService(row);
    return service ? [{ ...service, slotMinutes: row.slotMinutes }] : [];
  });
  const services = serviceIds.map((id) => {
    const service = normalised.find((candidate) => candidate.id === id);
    if (!service || !service.isAvailable || !service.businessNames.includes(businessName)) {
      throw new HttpError(400, 'SERVICE_UNAVAILABLE', `Service ${id} cannot be booked for ${businessName}.`, field);
    }
    return service;
  });
  const predecessors = normalised.filter(
    (service) => service.followupServiceId !== null && serviceIds.includes(service.followupServiceId),
  );
  return { services, predecessors };
}

/** Services booked together share one visit, so the visit lasts as long as the longest of them. */
export function visitMinutes(services: readonly BookableService[]): number {
  return Math.max(...services.map((service) => service.slotMinutes));
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day a service can be booked: maxDaysAhead from today, or, for a follow-up service, as far as a
 * first appointment booked today could push it (its window plus the follow-up interval plus its own window).
 */
function lastBookableDay(service: BookableService, predecessors: readonly BookableService[], today: string): string {
  let days = service.maxDaysAhead;
  for (const first of predecessors) {
    if (first.followupServiceId !== service.id || first.followupAfterDays === null) continue;
    days = Math.max(days, first.maxDaysAhead + first.followupAfterDays + service.maxDaysAhead);
  }
  return addDays(today, days);
}

/**
 * Why `start` cannot be booked at this provider for these services, or null: it must be a slot start of the
 * provider's hours, in the future, no earlier than the longest lead time and inside every service's window.
 */
export function slotProblem(
  provider: BookableProvider,
  resolved: ResolvedServices,
  start: Date,
  now: Date,
): string | null {
  const rules = {
    operatingHours: provider.operatingHours,
    timeZone: provider.timeZone,
    slotMinutes: visitMinutes(resolved.services),
  };
  if (!isSlotStart(rules, start)) return 'The time is not an appointment time at this location.';
  if (start.getTime() <= now.getTime()) return 'The time has already passed.';
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
