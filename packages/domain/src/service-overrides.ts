import type { Service } from './service-schema.js';

/** The service properties a name-pattern override may set (the content's service-extra-properties). */
export type ServicePropertyOverrides = Partial<
  Pick<
    Service,
    'leadTime' | 'maxDaysAhead' | 'isVaccine' | 'isCovidVaccine' | 'isAvailable' | 'dose' | 'groupOrder' | 'order'
  >
>;

/** Services whose name matches `pattern` are dropped (exclude) or get the `merge` properties. */
export interface ServiceNameOverride {
  pattern: string;
  caseSensitive?: boolean | undefined;
  exclude?: boolean | undefined;
  merge?: ServicePropertyOverrides | undefined;
}

const matcher = (override: ServiceNameOverride) => new RegExp(override.pattern, override.caseSensitive ? '' : 'i');

/**
 * §3 "Service": name-pattern overrides from configuration, case-insensitive unless configured. A service
 * any matching override excludes is dropped; otherwise the matching overrides' properties are merged in
 * their listed order, so a later override wins. Properties an override leaves out keep the catalog's value.
 * The catalog list and the server's booking rules read services as rows of their own shapes; each gets its
 * rows back with the same rules applied.
 */
export function applyServiceOverrides<S extends Pick<Service, 'name'> & ServicePropertyOverrides>(
  services: readonly S[],
  overrides: readonly ServiceNameOverride[],
): S[] {
  if (overrides.length === 0) return [...services];
  const rules = overrides.map((override) => ({ override, regex: matcher(override) }));
  const result: S[] = [];
  for (const service of services) {
    const matching = rules.filter(({ regex }) => regex.test(service.name)).map(({ override }) => override);
    if (matching.some((override) => override.exclude)) continue;
    const merged = { ...service };
    for (const { merge } of matching) {
      for (const [key, value] of Object.entries(merge ?? {})) {
        if (value !== undefined) Object.assign(merged, { [key]: value });
      }
    }
    result.push(merged);
  }
  return result;
}
