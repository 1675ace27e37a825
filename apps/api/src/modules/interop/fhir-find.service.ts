import { FHIR_MAX_LISTED, type FhirFindQuery, fhirFindPath } from '@hs/contracts';
import type { Bundle, Coding } from '@medplum/fhirtypes';
import { findBookableClinics } from '#api/modules/availability';
import { findScheduleKeys } from './fhir.repository.js';
import { appointmentResource, placeOf } from './fhir-api-resources.js';
import { invalidInput as invalid } from './fhir-parameters.js';
import type { FhirReadDeps } from './fhir-read.service.js';
import { type PublicSite, scheduleResource } from './fhir-resources.js';
import { codingsMatch, dateValueOf, idsOf, pageOf, searchset, tokensOf, warning } from './fhir-search.js';
import { plannedSlots } from './planned-slots.js';
import { bookableServices, type PublishedService } from './published-services.js';

/** The codings of a service's Schedule, which service-type tokens are matched against. */
const codingsOf = (site: PublicSite, service: PublishedService) =>
  scheduleResource(site, '', service.service).serviceType?.[0]?.coding ?? ([] as Coding[]);

/** Which clinics a $find searches: those named, or those at a place (a state code, a zip code, or a city). */
function clinicFilter(query: FhirFindQuery) {
  if (query['location-reference']) {
    const ids = idsOf(query['location-reference'], 'Location');
    if (ids.length > FHIR_MAX_LISTED) {
      throw invalid('location-reference', `Input must name at most ${FHIR_MAX_LISTED} Locations.`);
    }
    return { ids };
  }
  const place = query['location-string']?.trim();
  if (!place) {
    throw invalid(
      'location-reference',
      'Name the Locations to search, or a place in location-string (state, zip or city).',
    );
  }
  if (/^[A-Za-z]{2}$/.test(place)) return { state: place.toUpperCase() };
  if (/^\d{3,5}$/.test(place)) return { postalCodePrefix: place };
  return { city: place };
}

/** A $find's period on a clinic's clock: from its start, to the end of its end (a day's end, for a date). */
function periodOf(query: FhirFindQuery) {
  const start = dateValueOf(query.start, 'start');
  const end = dateValueOf(query.end, 'end');
  for (const [field, value] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (value.prefix !== 'eq' || /^[a-z]/.test(query[field]))
      throw invalid(field, 'Input must be a date or date-time without a prefix.');
  }
  const endIsInstant = query.end.includes('T');
  return (instant: number, timeZone: string) => {
    const to = endIsInstant ? end.range(timeZone).from : end.range(timeZone).to;
    return instant >= start.range(timeZone).from && instant < to;
  };
}

/**
 * $find: the free starts of the services asked for at the clinics asked for within the period, as proposed
 * Appointments in time order. Searching a place takes its first FHIR_MAX_LISTED clinics (by id), and says so.
 */
export async function findAppointments(deps: FhirReadDeps, query: FhirFindQuery): Promise<Bundle> {
  const page = pageOf(query);
  const typeParam = query['service-type'] ?? query['visit-type'];
  if (!typeParam) {
    throw invalid('service-type', 'Name the service, as system|code of a Schedule’s serviceType.');
  }
  const tokens = tokensOf(typeParam);
  const now = deps.clock.now();
  const inPeriod = periodOf(query);
  const services = (await bookableServices(deps.db, now)).filter((service) =>
    codingsMatch(codingsOf(deps.site, service), tokens),
  );
  const serviceIds = services.map(({ service }) => service.id);
  const found =
    serviceIds.length > 0
      ? await findBookableClinics(deps.db, { ...clinicFilter(query), serviceIds, limit: FHIR_MAX_LISTED + 1 })
      : [];
  const clinics = found.slice(0, FHIR_MAX_LISTED);
  const keys =
    clinics.length > 0
      ? await findScheduleKeys(
          deps.db,
          { serviceIds, clinicIds: clinics.map((clinic) => clinic.id) },
          { offset: 0, limit: FHIR_MAX_LISTED * serviceIds.length },
        )
      : [];
  const free = (await plannedSlots(deps, keys, services, { now, starts: inPeriod }))
    .filter((planned) => planned.resource.status === 'free')
    .sort((a, b) => a.startMs - b.startMs || a.order - b.order);
  const resources = free.slice(page.offset, page.offset + page.count).map((planned) =>
    appointmentResource(deps.site, {
      ...placeOf(planned.clinic, planned.service, planned.startMs, planned.minutes),
      id: planned.resource.id!,
      slotId: planned.resource.id!,
      state: { kind: 'proposed' },
    }),
  );
  const outcome =
    found.length > clinics.length
      ? warning(
          `Only the first ${FHIR_MAX_LISTED} clinics at that place were searched; name Locations to search others.`,
          'location-string',
        )
      : undefined;
  return searchset({
    site: deps.site,
    path: fhirFindPath,
    query,
    page,
    total: free.length,
    resources,
    ...(outcome ? { outcome } : {}),
  });
}
