import { serviceExtraProperties } from '@hs/content';
import type { ServiceNameOverride } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { contentObjects } from '#api/db/schema.js';
import { isContentAt } from '#api/modules/content';

/**
 * The stored service-extra-properties object (or null): the name-pattern overrides (§3 "Service"), read beside
 * the services in the same statement. The catalog list drops or changes services with them, so a search, hold,
 * booking or move must see the same catalog: a service the list no longer offers cannot be booked by id, and a
 * changed window or availability holds for all.
 */
export const storedServiceOverrides = sql<unknown>`(select ${contentObjects.data} from ${contentObjects}
  where ${isContentAt(serviceExtraProperties)})`;

let checked: { json: string; overrides: readonly ServiceNameOverride[] } | undefined;

/**
 * The overrides in a stored object read by such a statement, checked as readContent checks them (the bundled
 * copy stands in for a missing or invalid one). The object rarely changes, so the last check is kept.
 */
export async function serviceOverridesFrom(stored: unknown): Promise<readonly ServiceNameOverride[]> {
  if (stored === null || stored === undefined) return serviceExtraProperties.data.overrides;
  const json = JSON.stringify(stored);
  if (checked?.json === json) return checked.overrides;
  const parsed = (await serviceExtraProperties.loadZod()).safeParse(stored);
  const overrides = parsed.success ? parsed.data.overrides : serviceExtraProperties.data.overrides;
  checked = { json, overrides };
  return overrides;
}
