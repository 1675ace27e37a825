import { BUSINESS_NAMES, type Service } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { singleServiceVisits, type Visit } from '#api/modules/availability';
import { findServices } from '#api/modules/catalog';
import { findVaccineProducts } from './feed.repository.js';
import type { ScheduleService } from './fhir-resources.js';

/** A service of the catalog as a Schedule shows it, with the visit a search for it alone plans. */
export interface PublishedService {
  service: ScheduleService;
  visit: Visit;
}

/** The catalog as the site offers it, each service with the visit a search for it alone plans. */
export async function publishedServices(db: Database, now: Date): Promise<PublishedService[]> {
  const catalog = await findServices(db, BUSINESS_NAMES);
  const products = await findVaccineProducts(db);
  const visits = await singleServiceVisits(
    { db },
    now,
    catalog.map((service) => service.id),
  );
  return catalog
    .filter((service) => visits.has(service.id))
    .sort((a, b) => a.id - b.id)
    .map((service: Service) => ({
      service: {
        id: service.id,
        name: service.name,
        category: service.category,
        isVaccine: service.isVaccine,
        isCovidVaccine: service.isCovidVaccine,
        dose: service.dose,
        vaccineProduct: products.get(service.id) ?? null,
      },
      visit: visits.get(service.id)!,
    }));
}

/** The services a clinic can be booked for online (a visit the catalog makes available), as Schedules show them. */
export async function bookableServices(db: Database, now: Date): Promise<PublishedService[]> {
  return (await publishedServices(db, now)).filter(({ visit }) => visit.isAvailable);
}

/**
 * A stored visit's services as Schedules show them, from the catalog; a service since taken out of it is still
 * named, as a service of its own name.
 */
export function storedServices(
  catalog: readonly PublishedService[],
  services: readonly { id: number; name: string }[],
): ScheduleService[] {
  const byId = new Map(catalog.map(({ service }) => [service.id, service]));
  return services.map(
    ({ id, name }) =>
      byId.get(id) ?? {
        id,
        name,
        category: name,
        isVaccine: false,
        isCovidVaccine: false,
        dose: null,
        vaccineProduct: null,
      },
  );
}
