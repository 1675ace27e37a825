import { BUSINESS_NAMES, type BusinessName } from './constants.js';
import type { Service } from './service-schema.js';

/** A catalog entry as the upstream catalog holds it: loosely shaped, possibly incomplete. */
export interface RawService {
  id: number;
  name: string;
  groupName: string;
  businessNames: string[];
  maxDaysAhead: number | null;
  followupServiceId: number | null;
  followupAfterDays: number | null;
  groupOrder: number;
  order: number;
  isVaccine: boolean;
  isCovidVaccine: boolean;
  isAvailable: boolean;
  leadTime: number;
  dose: number | null;
}

const knownBusiness = (name: string): name is BusinessName => (BUSINESS_NAMES as readonly string[]).includes(name);

/**
 * The §3 Service rules: unknown business names are dropped, services without maxDaysAhead are dropped,
 * follow-up fields are cleared unless both are present, and category is groupName trimmed.
 */
export function normalizeService(raw: RawService): Service | null {
  if (raw.maxDaysAhead === null || raw.maxDaysAhead === undefined) return null;
  const hasFollowup = raw.followupServiceId !== null && raw.followupAfterDays !== null;
  return {
    id: raw.id,
    name: raw.name,
    groupName: raw.groupName,
    category: raw.groupName.trim(),
    businessNames: raw.businessNames.filter(knownBusiness),
    maxDaysAhead: raw.maxDaysAhead,
    followupServiceId: hasFollowup ? raw.followupServiceId : null,
    followupAfterDays: hasFollowup ? raw.followupAfterDays : null,
    groupOrder: raw.groupOrder,
    order: raw.order,
    isVaccine: raw.isVaccine,
    isCovidVaccine: raw.isCovidVaccine,
    isAvailable: raw.isAvailable,
    leadTime: raw.leadTime,
    dose: raw.dose,
  };
}

/** Sorted by groupOrder when group ordering is on, else by order; ties keep a stable order by id. */
export function sortServices(list: readonly Service[], byGroupOrder: boolean): Service[] {
  const key = (s: Service) => (byGroupOrder ? s.groupOrder : s.order);
  return [...list].sort((a, b) => key(a) - key(b) || a.order - b.order || a.id - b.id);
}

/** Distinct categories in the order their first service appears. */
export function distinctCategories(list: readonly Service[]): string[] {
  return [...new Set(list.map((s) => s.category))];
}
