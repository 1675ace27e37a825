import {
  AVAILABILITY_LIMITS,
  type AvailabilityResponse,
  type AvailabilityWarning,
  type PhysicalResultsQuery,
  type TimeslotsQuery,
  type VirtualResultsQuery,
} from '@hs/contracts';
import { applyServiceOverrides, type ServiceNameOverride } from '@hs/domain';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { serviceOverridesFrom } from '#api/modules/catalog';
import { type ClosureRow, findClosures } from '#api/modules/closures';
import { resolveLocation } from '#api/modules/geo';
import { fullCellsOf } from '#api/modules/slot-inventory';
import { invalidBenefitCode, locationUnavailable, unknownServices } from './availability.errors.js';
import {
  findClinicsNear,
  findProviders,
  findRequestContext,
  type ProviderSelection,
} from './availability.repository.js';
import type { ProviderRow, RequestContextRow } from './availability.rows.js';
import type { AvailabilityCache } from './availability-cache.js';
import { availabilityJson, type JsonBytes } from './availability-json.js';
import {
  availabilityOf,
  byEarliestAvailability,
  claimSpan,
  offersVisit,
  type ProviderSlots,
  SERVICE_UNAVAILABLE,
  type SearchRequest,
  searchPlanner,
  type Visit,
} from './provider-availability.js';

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  cache: AvailabilityCache;
}

type Answer = Promise<JsonBytes<AvailabilityResponse>>;

/** State searches rank every licensed provider before cutting to maxResults; this bounds that work. */
const MAX_STATE_CANDIDATES = 200;

/** A requested service that §3 keeps in the catalog: one with a booking window. */
type WindowedService = RequestContextRow['services'][number] & { maxDaysAhead: number };

/**
 * How far ahead a service can be searched, counting today as day 1. A follow-up reaches as far as reservations
 * accept it (reservations' lastBookableDay): the first service's window, the interval, then its own window,
 * for each service it follows that the overrides leave in the catalog.
 */
function bookableDaysAhead(service: WindowedService, overrides: readonly ServiceNameOverride[]): number {
  const own = service.maxDaysAhead;
  const reaches = applyServiceOverrides(service.predecessors, overrides).map(
    (predecessor) => predecessor.maxDaysAhead + predecessor.followupAfterDays + own - 1,
  );
  return Math.max(own, ...reaches);
}

/** The catalog's entries for some services as §3 keeps them (with their overrides applied), by id. */
async function offeredServices(
  deps: Pick<AvailabilityDeps, 'db'>,
  now: Date,
  serviceIds: readonly number[],
  benefitCode?: string,
): Promise<{
  byId: Map<number, WindowedService>;
  overrides: readonly ServiceNameOverride[];
  benefitCodeValid: boolean | null;
}> {
  const context = await findRequestContext(deps.db, { serviceIds, benefitCode, now });
  // A service without maxDaysAhead is dropped from the catalog (§3), and so is one an override excludes: neither
  // can be searched. An override's window and availability hold here as they do in the list.
  const overrides = await serviceOverridesFrom(context.serviceOverrides);
  const offered = applyServiceOverrides(
    context.services.filter((s): s is WindowedService => s.maxDaysAhead !== null),
    overrides,
  );
  return { byId: new Map(offered.map((s) => [s.id, s])), overrides, benefitCodeValid: context.benefitCodeValid };
}

/** Services booked together, as one visit. */
function visitOf(chosen: readonly WindowedService[], overrides: readonly ServiceNameOverride[]): Visit {
  return {
    serviceIds: chosen.map((service) => service.id),
    slotMinutes: chosen.reduce((sum, s) => sum + s.slotMinutes, 0),
    maxDaysAhead: Math.min(...chosen.map((service) => bookableDaysAhead(service, overrides))),
    leadTimeDays: Math.max(...chosen.map((s) => s.leadTime)),
    isAvailable: chosen.every((s) => s.isAvailable),
  };
}

/** Query 1: the requested services as one visit; refuses unknown services and invalid benefit codes. */
async function loadVisit(
  deps: AvailabilityDeps,
  now: Date,
  serviceIds: readonly number[],
  benefitCode?: string,
): Promise<Visit> {
  const { byId, overrides, benefitCodeValid } = await offeredServices(deps, now, serviceIds, benefitCode);
  const missing = serviceIds.filter((id) => !byId.has(id));
  if (missing.length > 0) throw unknownServices(missing);
  if (benefitCode !== undefined && benefitCodeValid !== true) throw invalidBenefitCode();
  return visitOf(
    serviceIds.map((id) => byId.get(id)!),
    overrides,
  );
}

/**
 * Each of the services as a visit of its own, as a search for it alone would load it; services the catalog does
 * not offer (no window, excluded by an override, unknown) are absent.
 */
export async function singleServiceVisits(
  deps: Pick<AvailabilityDeps, 'db'>,
  now: Date,
  serviceIds: readonly number[],
): Promise<Map<number, Visit>> {
  const { byId, overrides } = await offeredServices(deps, now, serviceIds);
  return new Map([...byId.values()].map((service) => [service.id, visitOf([service], overrides)]));
}

/** What a provider's slots depend on besides the provider itself: the visit and the dates asked for. */
const slotsKey = (provider: ProviderRow, visit: Visit, request: SearchRequest) =>
  `${provider.id}|${visit.serviceIds}|${visit.slotMinutes}|${visit.maxDaysAhead}|${visit.leadTimeDays}|` +
  `${request.startDate ?? ''}|${request.endDate ?? ''}`;

/**
 * Each provider's slots: reused from the cache while its availability version and time allow, otherwise
 * planned from its hours and closures with all the stale providers' full cells taken off at once. Their
 * occupancy rows and closures (queries 3 and 4, skipped when every provider was reusable) are read together:
 * the claims are read over the span the hours alone would offer, which holds every slot a closure leaves.
 */
async function slotsOf(
  deps: AvailabilityDeps,
  providers: readonly ProviderRow[],
  visit: Visit,
  request: SearchRequest,
): Promise<ProviderSlots[]> {
  const now = request.now.getTime();
  const slots: (ProviderSlots | null)[] = providers.map((provider) =>
    offersVisit(provider, visit)
      ? deps.cache.slots.get(slotsKey(provider, visit, request), provider.availabilityVersion, now)
      : SERVICE_UNAVAILABLE,
  );
  const planFor = searchPlanner(visit, request);
  const open = providers.flatMap((provider, index) => (slots[index] ? [] : [{ index, plan: planFor(provider) }]));
  if (open.length === 0) return slots as ProviderSlots[];

  const span = claimSpan(
    open.map((p) => p.plan),
    visit.slotMinutes,
  );
  const planned = open.filter((p) => p.plan.days.length > 0).map((p) => p.plan.provider);
  // One after the other: the database handle may be a single connection (a transaction), which runs one query
  // at a time anyway.
  const full = await fullCellsOf(deps.db, planned, span, now);
  const closures = span
    ? await findClosures(
        deps.db,
        planned.map((provider) => provider.id),
        span,
      )
    : new Map<string, ClosureRow[]>();
  for (const { index, plan: openPlan } of open) {
    const closed = closures.get(openPlan.provider.id);
    const plan = closed ? planFor(openPlan.provider, closed) : openPlan;
    const computed = availabilityOf(plan, visit, full);
    deps.cache.slots.set(
      slotsKey(plan.provider, visit, request),
      plan.provider.availabilityVersion,
      now,
      computed,
      computed.validUntil,
    );
    slots[index] = computed;
  }
  return slots as ProviderSlots[];
}

/** The rules applied to the providers found, shaped into the envelope. */
async function answer(
  deps: AvailabilityDeps,
  providers: readonly ProviderRow[],
  visit: Visit,
  request: SearchRequest,
  options: {
    searchedState: string | null;
    /** Rank by earliest availability and keep this many (state searches); otherwise keep the given order. */
    keepEarliest?: number;
    warnings?: AvailabilityWarning[];
  },
): Answer {
  const slots = await slotsOf(deps, providers, visit, request);
  let results = providers.map((provider, index) => ({ provider, slots: slots[index]! }));
  if (options.keepEarliest !== undefined) results = results.sort(byEarliestAvailability).slice(0, options.keepEarliest);
  return availabilityJson(results, { ...options, views: deps.cache.views, now: request.now });
}

const dates = (query: { 'filter.startDate'?: string; 'filter.endDate'?: string }) => ({
  startDate: query['filter.startDate'],
  endDate: query['filter.endDate'],
});

/** In-person, location-based (results/physical): bookable clinics nearest first within the radius. */
export async function searchNearby(deps: AvailabilityDeps, query: PhysicalResultsQuery): Answer {
  const place = resolveLocation(query['filter.freeFormAddress']);
  if (!place) throw locationUnavailable();
  const now = deps.clock.now();
  const benefitCode = query['filter.benefitCode'];
  // Neither query needs the other's answer, so they run at once on two connections: a search waits for one round
  // trip instead of two. Unknown services are still refused before an empty neighbourhood is, which is checked after.
  const [visit, clinics] = await Promise.all([
    loadVisit(deps, now, query['filter.serviceIds'], benefitCode),
    findClinicsNear(deps.db, {
      latitude: place.latitude,
      longitude: place.longitude,
      radiusMiles: query['filter.radius'],
      limit: query['filter.maxResults'],
      businessNames: query['filter.businessNames'],
      benefitCode,
      now,
    }),
  ]);
  if (clinics.length === 0) throw locationUnavailable();
  return answer(deps, clinics, visit, { now, ...dates(query) }, { searchedState: null });
}

/** Virtual teams (isVirtualVisit) and dietitians (business name) licensed in the state. */
function stateSelection(query: {
  'filter.isVirtualVisit'?: boolean;
  'filter.businessNames': string[];
  state: string;
}): ProviderSelection {
  const kinds: ProviderRow['kind'][] = [];
  if (query['filter.isVirtualVisit']) kinds.push('virtual');
  if (query['filter.businessNames'].includes('dietitian')) kinds.push('dietitian');
  return { licensedIn: query.state, kinds, businessNames: query['filter.businessNames'] };
}

/** State-based (results/virtual): up to maxResults licensed providers, earliest availability first. */
export async function searchByState(deps: AvailabilityDeps, query: VirtualResultsQuery): Answer {
  const now = deps.clock.now();
  const state = query['filter.state'];
  // As in searchNearby: the two reads at once, the refusal of unknown services still first.
  const [visit, providers] = await Promise.all([
    loadVisit(deps, now, query['filter.serviceIds']),
    findProviders(deps.db, stateSelection({ ...query, state }), MAX_STATE_CANDIDATES),
  ]);
  if (providers.length === 0) throw locationUnavailable();
  return answer(
    deps,
    providers,
    visit,
    { now, ...dates(query) },
    {
      searchedState: state,
      keepEarliest: query['filter.maxResults'],
    },
  );
}

/** Why a named provider is left out of a per-provider answer, or null when it takes part. */
function skipReason(
  provider: ProviderRow | undefined,
  businessNames: readonly string[],
): AvailabilityWarning['code'] | null {
  if (!provider) return 'PROVIDER_NOT_FOUND';
  if (provider.clinic && !provider.clinic.isSchedulerEnabled) return 'PROVIDER_NOT_BOOKABLE';
  if (businessNames.length > 0 && !businessNames.includes(provider.businessName)) return 'PROVIDER_NOT_BOOKABLE';
  return null;
}

const SKIP_MESSAGES: Record<string, string> = {
  PROVIDER_NOT_FOUND: 'No provider has this id.',
  PROVIDER_NOT_BOOKABLE: 'This provider does not take these appointments online.',
};

/** Per provider (v3 timeslots): the named providers in the order asked, or the state's licensed providers. */
export async function providerTimeslots(deps: AvailabilityDeps, query: TimeslotsQuery): Answer {
  const now = deps.clock.now();
  const visit = await loadVisit(deps, now, query['filter.serviceIds']);
  const request = { now, ...dates(query) };
  const state = query['filter.licensureState'];
  if (state !== undefined) {
    const providers = await findProviders(deps.db, stateSelection({ ...query, state }), AVAILABILITY_LIMITS.maxResults);
    if (providers.length === 0) throw locationUnavailable();
    return answer(deps, providers, visit, request, { searchedState: state });
  }

  const ids = [...new Set(query['filter.locationIds'])];
  const found = new Map((await findProviders(deps.db, { ids }, ids.length)).map((p) => [p.id, p]));
  const warnings: AvailabilityWarning[] = [];
  const usable: ProviderRow[] = [];
  for (const id of ids) {
    const provider = found.get(id);
    const reason = skipReason(provider, query['filter.businessNames']);
    if (reason) warnings.push({ code: reason, message: SKIP_MESSAGES[reason]!, providerId: id });
    else usable.push(provider!);
  }
  if (usable.length === 0) throw locationUnavailable();
  return answer(deps, usable, visit, request, { searchedState: null, warnings });
}
