import type { RawService } from '@hs/domain';
import type { Database } from '#api/db/client.js';
import { services } from '#api/db/schema.js';

/** What names a service and says who offers it: every list of services starts from these. */
export const serviceNameColumns = {
  id: services.id,
  name: services.name,
  groupName: services.groupName,
  businessNames: services.businessNames,
};

export async function listRawServices(db: Database): Promise<RawService[]> {
  return db
    .select({
      ...serviceNameColumns,
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
