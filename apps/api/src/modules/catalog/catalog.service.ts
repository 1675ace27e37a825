import { schedulerConfig, serviceExtraProperties } from '@hs/content';
import { applyServiceOverrides, type BusinessName, normalizeService, type Service, sortServices } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { type OnInvalidContent, readContent } from '#api/modules/content';
import { listRawServices } from './catalog.repository.js';

/**
 * The catalog (§3 Service) for the given businesses: normalised, with the service-extra-properties
 * name-pattern overrides applied (before the business filter and the sort, since they may change either),
 * in group order or plain order as the scheduler configuration's groupOrdering says.
 */
export async function findServices(
  db: Database,
  businessNames: readonly BusinessName[],
  onInvalidContent?: OnInvalidContent,
): Promise<Service[]> {
  const rows = await listRawServices(db);
  const config = await readContent(db, schedulerConfig, onInvalidContent);
  const extra = await readContent(db, serviceExtraProperties, onInvalidContent);
  const wanted = new Set(businessNames);
  const normalised = rows.map(normalizeService).filter((service): service is Service => service !== null);
  const offered = applyServiceOverrides(normalised, extra.overrides).filter((service) =>
    service.businessNames.some((name) => wanted.has(name)),
  );
  return sortServices(offered, config.groupOrdering);
}
