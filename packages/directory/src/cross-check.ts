import type { Locate, Path, Problem } from './problems.js';
import type { Directory, DirectoryPart } from './schema.js';

/** Each part's entries that passed their own checks, with their place in the part. */
export type Parsed = { [Part in DirectoryPart]: { index: number; value: Directory[Part][number] }[] };

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/** Keys named by every entry as written, valid or not: an entry with a bad field is still there to refer to. */
function namedKeys(raw: Record<DirectoryPart, unknown[]>) {
  const digits = (value: unknown, length: number) =>
    typeof value === 'string' && /^\d+$/.test(value) ? value.padStart(length, '0') : undefined;
  const clinicIds = raw.clinics.map((clinic) => {
    const division = digits(field(clinic, 'divisionNumber'), 3);
    const store = digits(field(clinic, 'storeNumber'), 5);
    return division && store ? `${division}${store}` : undefined;
  });
  return {
    brands: new Set(raw.brands.map((brand) => field(brand, 'slug'))),
    services: new Set(raw.services.map((service) => field(service, 'id'))),
    clinics: new Set(clinicIds),
    providers: new Set([...clinicIds, ...raw.providers.map((provider) => field(provider, 'id'))]),
  };
}

/** What entries say about each other: no key twice, and no name of a brand, service or provider not listed. */
export function crossCheck(parsed: Parsed, raw: Record<DirectoryPart, unknown[]>, locate: Locate): Problem[] {
  const problems: Problem[] = [];
  const known = namedKeys(raw);
  const at = (path: Path, message: string) => problems.push({ ...locate(path), message });
  const where = (path: Path) => {
    const place = locate(path);
    return place.line === undefined ? (place.path ?? place.file) : `${place.file} line ${place.line}`;
  };

  const once = <T>(part: DirectoryPart, entries: { index: number; value: T }[], keyOf: (value: T) => string) => {
    const first = new Map<string, Path>();
    for (const { index, value } of entries) {
      const name = keyOf(value);
      const earlier = first.get(name);
      if (earlier) at([part, index], `${name} is listed twice (first at ${where(earlier)})`);
      else first.set(name, [part, index]);
    }
    return first;
  };

  once('brands', parsed.brands, (brand) => `the brand ${brand.slug}`);
  once('services', parsed.services, (service) => `the service ${service.id}`);
  once('clinics', parsed.clinics, (clinic) => `store ${clinic.storeNumber} of division ${clinic.divisionNumber}`);
  once('closures', parsed.closures, (closure) => `the closure ${closure.id}`);
  once('benefitCodes', parsed.benefitCodes, (code) => `the benefit code ${code.code}`);
  const clinicPaths = new Map(parsed.clinics.map(({ index, value }) => [value.id, ['clinics', index] as Path]));
  for (const { index, value } of parsed.providers) {
    const clinic = clinicPaths.get(value.id);
    if (clinic) at(['providers', index, 'id'], `${value.id} is already the id of the clinic at ${where(clinic)}`);
  }
  once('providers', parsed.providers, (provider) => `the provider ${provider.id}`);

  const services = (part: 'clinics' | 'providers', index: number, ids: readonly number[]) => {
    for (const id of ids) {
      if (!known.services.has(id)) at([part, index, 'services'], `the service ${id} does not exist in services`);
    }
  };
  for (const { index, value } of parsed.services) {
    const followup = value.followupServiceId;
    if (followup !== null && !known.services.has(followup)) {
      at(['services', index, 'followupServiceId'], `the service ${followup} does not exist in services`);
    }
  }
  for (const { index, value } of parsed.clinics) {
    if (!known.brands.has(value.brand)) at(['clinics', index, 'brand'], `the brand ${value.brand} is not in brands`);
    services('clinics', index, value.services);
  }
  for (const { index, value } of parsed.providers) services('providers', index, value.services);
  for (const { index, value } of parsed.closures) {
    if (value.providerId !== null && !known.providers.has(value.providerId)) {
      at(['closures', index, 'provider'], `there is no clinic or provider ${value.providerId}`);
    }
  }
  for (const { index, value } of parsed.benefitCodes) {
    for (const id of value.clinics) {
      if (!known.clinics.has(id)) at(['benefitCodes', index, 'clinics'], `there is no clinic ${id}`);
    }
  }
  return problems;
}
