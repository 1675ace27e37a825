import type { RawService } from '@hs/domain';
import type { Database } from '../../db/client.js';
import { services } from '../../db/schema.js';

export async function listRawServices(db: Database): Promise<RawService[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      groupName: services.groupName,
      businessNames: services.businessNames,
      maxDaysAhead: services.maxDaysAhead,
      followupServiceId: services.followupServiceId,
      followupAfterDays: services.followupAfterDays,
      groupOrder: services.groupOrder,
      order: services.order,
      isVaccine: services.isVaccine,
      isCovidVaccine: services.isCovidVaccine,
      isAvailable: services.isAvailable,
      leadTime: services.leadTime,
      dose: services.dose,
    })
    .from(services);
}
