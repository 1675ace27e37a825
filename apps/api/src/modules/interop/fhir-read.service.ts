import {
  FHIR_MAX_LISTED,
  type FhirLocationSearch,
  type FhirScheduleSearch,
  type FhirSlotSearch,
  fhirHealthcareServicePath,
  fhirLocationPath,
  fhirSchedulePath,
  fhirSlotPath,
} from '@hs/contracts';
import { addDays, localDateOf, zonedValue } from '@hs/domain';
import type { Bundle, HealthcareService, Location, Schedule, Slot } from '@medplum/fhirtypes';
import type { Clock } from '#api/clock.js';
import type { Database } from '#api/db/client.js';
import { DomainError } from '#api/domain-error.js';
import { countBookableClinics, findBookableClinics } from '#api/modules/availability';
import { type ClosureRow, findClosures } from '#api/modules/closures';
import { countScheduleKeys, findScheduleKeys, type ScheduleKey, type ScheduleKeyFilter } from './fhir.repository.js';
import { healthcareServiceResource } from './fhir-api-resources.js';
import { type ClinicProvider, locationResource, type PublicSite, scheduleResource } from './fhir-resources.js';
import { codingsMatch, idsOf, instantTest, type PageRequest, pageOf, searchset, tokensOf } from './fhir-search.js';
import { type PlannedSlot, plannedSlots } from './planned-slots.js';
import { bookableServices, type PublishedService } from './published-services.js';

/**
 * Reads and searches of the FHIR API (decision 061): Locations are the clinics taking bookings online, a
 * Schedule and a HealthcareService are a service at one of them (the same id), and Slots are planned as the feed
 * plans them, by the results' own code, with held seats told apart.
 */

export interface FhirReadDeps {
  db: Database;
  clock: Clock;
  site: PublicSite;
}

const notFound = (type: string) =>
  new DomainError('not-found', 'FHIR_NOT_FOUND', `There is no ${type} with that id: search for ${type} to find one.`);

const tooMany = (field: string) =>
  new DomainError('invalid', 'INVALID_SEARCH', `${field}: Input must name at most ${FHIR_MAX_LISTED} resources.`, {
    field,
  });

/** A list parameter's ids, at most FHIR_MAX_LISTED of them. */
function listed(value: string | undefined, type: string, field: string): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = idsOf(value, type);
  if (ids.length > FHIR_MAX_LISTED) throw tooMany(field);
  return ids;
}

export async function readLocation(deps: FhirReadDeps, id: string): Promise<Location> {
  const [clinic] = await findBookableClinics(deps.db, { ids: [id], limit: 1 });
  if (!clinic) throw notFound('Location');
  return locationResource(deps.site, clinic as ClinicProvider);
}

export async function searchLocations(deps: FhirReadDeps, query: FhirLocationSearch): Promise<Bundle> {
  const page = pageOf(query);
  const filter = {
    ids: listed(query._id, 'Location', '_id'),
    state: query['address-state']?.toUpperCase(),
    postalCodePrefix: query['address-postalcode'],
    city: query['address-city'],
  };
  const total = await countBookableClinics(deps.db, filter);
  const clinics =
    page.count > 0 && page.offset < total
      ? await findBookableClinics(deps.db, { ...filter, offset: page.offset, limit: page.count })
      : [];
  const resources = clinics.map((clinic) => locationResource(deps.site, clinic as ClinicProvider));
  return searchset({ site: deps.site, path: fhirLocationPath, query, page, total, resources });
}

/** The schedules a search names: its filter over the bookable services, or none when it cannot match any. */
function scheduleFilter(
  deps: FhirReadDeps,
  services: readonly PublishedService[],
  query: FhirScheduleSearch,
  type: 'Schedule' | 'HealthcareService',
): ScheduleKeyFilter | null {
  if (query.active === 'false') return null;
  const tokens = query['service-type'] ? tokensOf(query['service-type']) : null;
  const serviceIds = services
    .filter(
      ({ service }) =>
        !tokens || codingsMatch(scheduleResource(deps.site, '', service).serviceType?.[0]?.coding ?? [], tokens),
    )
    .map(({ service }) => service.id);
  const actors = listed(query.actor, 'Location', 'actor');
  const locations = listed(query.location, 'Location', 'location');
  const clinicIds = actors && locations ? actors.filter((id) => locations.includes(id)) : (actors ?? locations);
  return { serviceIds, clinicIds, scheduleIds: listed(query._id, type, '_id') };
}

interface ScheduleRows {
  total: number;
  rows: { clinic: ClinicProvider; service: PublishedService }[];
}

async function schedulePage(
  deps: FhirReadDeps,
  filter: ScheduleKeyFilter | null,
  page: PageRequest,
  services: readonly PublishedService[],
): Promise<ScheduleRows> {
  if (!filter || filter.serviceIds.length === 0) return { total: 0, rows: [] };
  const total = await countScheduleKeys(deps.db, filter);
  if (page.count === 0 || page.offset >= total) return { total, rows: [] };
  const keys = await findScheduleKeys(deps.db, filter, { offset: page.offset, limit: page.count });
  return { total, rows: await scheduleRows(deps, keys, services) };
}

async function scheduleRows(deps: FhirReadDeps, keys: readonly ScheduleKey[], services: readonly PublishedService[]) {
  const clinicIds = [...new Set(keys.map((key) => key.clinicId))];
  const clinics = new Map(
    (await findBookableClinics(deps.db, { ids: clinicIds, limit: clinicIds.length })).map((clinic) => [
      clinic.id,
      clinic as ClinicProvider,
    ]),
  );
  const byId = new Map(services.map((published) => [published.service.id, published]));
  return keys.flatMap((key) => {
    const clinic = clinics.get(key.clinicId);
    const service = byId.get(key.serviceId);
    return clinic && service ? [{ clinic, service }] : [];
  });
}

export async function searchSchedules(deps: FhirReadDeps, query: FhirScheduleSearch): Promise<Bundle> {
  const page = pageOf(query);
  const services = await bookableServices(deps.db, deps.clock.now());
  const { total, rows } = await schedulePage(deps, scheduleFilter(deps, services, query, 'Schedule'), page, services);
  const resources = rows.map(({ clinic, service }) => scheduleResource(deps.site, clinic.id, service.service));
  return searchset({ site: deps.site, path: fhirSchedulePath, query, page, total, resources });
}

/** One schedule by its id (`<clinic>-<service>`), if the clinic offers the service for booking online. */
async function oneSchedule(deps: FhirReadDeps, id: string, type: string) {
  const services = await bookableServices(deps.db, deps.clock.now());
  const filter = { serviceIds: services.map(({ service }) => service.id), scheduleIds: [id] };
  const keys = await findScheduleKeys(deps.db, filter, { offset: 0, limit: 1 });
  const [row] = await scheduleRows(deps, keys, services);
  if (!row) throw notFound(type);
  return row;
}

export async function readSchedule(deps: FhirReadDeps, id: string): Promise<Schedule> {
  const { clinic, service } = await oneSchedule(deps, id, 'Schedule');
  return scheduleResource(deps.site, clinic.id, service.service);
}

/** Each clinic's closures that matter while each service can be booked: from now to the end of its window. */
async function closuresOf(
  deps: FhirReadDeps,
  rows: ScheduleRows['rows'],
): Promise<(row: ScheduleRows['rows'][number]) => ClosureRow[]> {
  if (rows.length === 0) return () => [];
  const now = deps.clock.now();
  const longest = Math.max(...rows.map(({ service }) => service.visit.maxDaysAhead));
  const span = { from: now, to: new Date(now.getTime() + (longest + 1) * 86_400_000) };
  const closures = await findClosures(
    deps.db,
    rows.map(({ clinic }) => clinic.id),
    span,
  );
  return ({ clinic, service }) => {
    const today = localDateOf(now, clinic.timeZone);
    const since = zonedValue(clinic.timeZone, today, now.getTime()).slice(0, 16);
    const until = `${addDays(today, service.visit.maxDaysAhead)}T00:00`;
    return (closures.get(clinic.id) ?? []).filter(
      (closure) => closure.endsLocal > since && closure.startsLocal < until,
    );
  };
}

export async function readHealthcareService(deps: FhirReadDeps, id: string): Promise<HealthcareService> {
  const row = await oneSchedule(deps, id, 'HealthcareService');
  const closures = await closuresOf(deps, [row]);
  return healthcareServiceResource(deps.site, row.clinic, row.service.service, closures(row));
}

export async function searchHealthcareServices(deps: FhirReadDeps, query: FhirScheduleSearch): Promise<Bundle> {
  const page = pageOf(query);
  const services = await bookableServices(deps.db, deps.clock.now());
  const { total, rows } = await schedulePage(
    deps,
    scheduleFilter(deps, services, query, 'HealthcareService'),
    page,
    services,
  );
  const closures = await closuresOf(deps, rows);
  const resources = rows.map((row) =>
    healthcareServiceResource(deps.site, row.clinic, row.service.service, closures(row)),
  );
  return searchset({ site: deps.site, path: fhirHealthcareServicePath, query, page, total, resources });
}

/** A Slot id: its schedule, its start's UTC minute, and the part of the start's seats it is, when not the first. */
const SLOT_ID = /^([A-Za-z0-9]+-\d+)-(\d{12})(?:-(busy|busy-tentative))?$/;

export async function readSlot(deps: FhirReadDeps, id: string): Promise<Slot> {
  const match = SLOT_ID.exec(id);
  if (!match) throw notFound('Slot');
  const services = await bookableServices(deps.db, deps.clock.now());
  const filter = { serviceIds: services.map(({ service }) => service.id), scheduleIds: [match[1]!] };
  const keys = await findScheduleKeys(deps.db, filter, { offset: 0, limit: 1 });
  const slots = await plannedSlots(deps, keys, services, { now: deps.clock.now() });
  const slot = slots.find((planned) => planned.resource.id === id);
  if (!slot) throw notFound('Slot');
  return slot.resource;
}

export async function searchSlots(deps: FhirReadDeps, query: FhirSlotSearch): Promise<Bundle> {
  const page = pageOf(query);
  const scheduleIds = listed(query.schedule, 'Schedule', 'schedule')!;
  const tokens = query['service-type'] ? tokensOf(query['service-type']) : null;
  const statuses = query.status ? new Set(query.status.split(',')) : null;
  const starts = query.start ? instantTest(query.start, 'start') : null;
  const services = (await bookableServices(deps.db, deps.clock.now())).filter(
    ({ service }) =>
      !tokens || codingsMatch(scheduleResource(deps.site, '', service).serviceType?.[0]?.coding ?? [], tokens),
  );
  const filter = { serviceIds: services.map(({ service }) => service.id), scheduleIds };
  const keys =
    filter.serviceIds.length > 0 ? await findScheduleKeys(deps.db, filter, { offset: 0, limit: FHIR_MAX_LISTED }) : [];
  const matches = (
    await plannedSlots(deps, keys, services, { now: deps.clock.now(), ...(starts ? { starts } : {}) })
  ).filter((planned) => !statuses || statuses.has(planned.resource.status));
  const resources = pageOfSlots(matches, page);
  return searchset({ site: deps.site, path: fhirSlotPath, query, page, total: matches.length, resources });
}

/** Slots in time order (then by id, so parts of one start stay in order), cut to the page. */
function pageOfSlots(slots: PlannedSlot[], page: PageRequest): Slot[] {
  return slots
    .sort((a, b) => a.startMs - b.startMs || a.order - b.order)
    .slice(page.offset, page.offset + page.count)
    .map((planned) => planned.resource);
}
