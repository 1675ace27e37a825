import { type BusinessName, normalizeService, type Service, sortServices } from '@hs/domain';
import type { Database } from '../../db/client.js';
import { listRawServices } from './catalog.repository.js';

/** The normalised catalog (§3 Service) for the given businesses, in group order. */
export async function findServices(db: Database, businessNames: readonly BusinessName[]): Promise<Service[]> {
  const wanted = new Set(businessNames);
  const normalised = (await listRawServices(db))
    .map(normalizeService)
    .filter((service): service is Service => service !== null)
    .filter((service) => service.businessNames.some((name) => wanted.has(name)));
  return sortServices(normalised, true);
}
