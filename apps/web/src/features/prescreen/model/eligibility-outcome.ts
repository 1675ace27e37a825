import type { CriteriaMapping, EligibilityStep, ServiceNameCriteriaMapper } from '@hs/content';
import { BOOSTER_FOLLOWUP_DAYS, type Service } from '@hs/domain';
import { addDays, type IsoDate, isIsoDate } from '@/lib/dates/us-date';
import type { EligibilityOutcome } from './prescreen-progress';

/** The first mapping whose criteria all equal the collected answers (the service-name criteria mapper). */
export function matchCriteria(
  mapper: ServiceNameCriteriaMapper,
  collected: Readonly<Record<string, string>>,
): CriteriaMapping | undefined {
  return mapper.mappings.find((mapping) =>
    Object.entries(mapping.criteria).every(([field, value]) => collected[field] === value),
  );
}

const byName = (services: readonly Service[], name: string) =>
  services.find((service) => service.name.trim().toLowerCase() === name.trim().toLowerCase());

/**
 * Days between the last dose and the next (§9): the booster interval for a booster; otherwise the
 * largest followupAfterDays among the services that lead to the mapped one (the earlier doses of its
 * series); none when it starts a series.
 */
function followupIntervalDays(mapping: CriteriaMapping, mapped: Service, services: readonly Service[]): number {
  if (mapping.isBooster) return BOOSTER_FOLLOWUP_DAYS;
  const intervals = services
    .filter((service) => service.followupServiceId === mapped.id)
    .map((service) => service.followupAfterDays ?? 0);
  return Math.max(0, ...intervals);
}

/**
 * What an eligible patient books (§4 "Vaccine flow"): the service the answers map to, starting a
 * follow-up interval after the last dose. Without a matching mapping the chosen vaccines stay as they are.
 */
export function eligibilityOutcome(
  step: EligibilityStep,
  mapper: ServiceNameCriteriaMapper,
  collected: Record<string, string>,
  services: readonly Service[],
): EligibilityOutcome {
  const mapping = matchCriteria(mapper, collected);
  const mapped = mapping ? byName(services, mapping.serviceName) : undefined;
  if (!mapping || !mapped) return { serviceIds: [], collected };
  const lastDose = step.lastDoseDateField ? collected[step.lastDoseDateField] : undefined;
  const interval = followupIntervalDays(mapping, mapped, services);
  const notBefore: IsoDate | undefined =
    lastDose && isIsoDate(lastDose) && interval > 0 ? addDays(lastDose, interval) : undefined;
  return {
    serviceIds: [mapped.id],
    replacesOptionType: step.appliesToOptionType,
    collected,
    ...(notBefore ? { notBefore } : {}),
  };
}
