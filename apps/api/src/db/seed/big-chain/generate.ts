import type { DirectoryFile } from '@hs/directory';
import { buildBenefitCodeClinics, buildBenefitCodes } from '#api/db/seed/demo-chain/benefit-codes.js';
import { BANNERS, buildBrands } from '#api/db/seed/demo-chain/brands.js';
import { buildClinicServices } from '#api/db/seed/demo-chain/clinic-services.js';
import { CLINIC_LEGAL_NAME, clinicAt, fictionalPhone, STREET_NAMES } from '#api/db/seed/demo-chain/clinics.js';
import { buildClosures } from '#api/db/seed/demo-chain/closures.js';
import { buildDietitians } from '#api/db/seed/demo-chain/dietitians.js';
import { demoDirectoryFile } from '#api/db/seed/demo-chain/directory-file.js';
import { Random } from '#api/db/seed/demo-chain/random.js';
import { buildServices } from '#api/db/seed/demo-chain/services-catalog.js';
import type { DemoChain } from '#api/db/seed/demo-chain/tables.js';
import { buildVirtualProviders } from '#api/db/seed/demo-chain/virtual-providers.js';
import { bigChainSites } from './sites.js';

const DEFAULT_SEED = 20261127;
export const BIG_CHAIN_CLINICS = 10_000;

/**
 * A country-wide chain of `clinics` clinics (10,000 by default) for tests and the bench, never seeded as demo
 * data: dense metros and sparse countryside (sites.ts), each clinic drawn as the demo's are (hours with breaks,
 * some closed on Sundays, services, walk-ins), the demo's virtual teams and dietitians licensed by state, and the
 * chain's holidays of the coming year as closures. Deterministic for a seed and day.
 */
export function generateBigChain(options: { today: Date; clinics?: number; seed?: number }): DemoChain {
  const root = new Random(options.seed ?? DEFAULT_SEED);
  const catalog = buildServices();
  const rows = clinicRows(root.fork('clinics'), options.clinics ?? BIG_CHAIN_CLINICS);
  const virtual = buildVirtualProviders();
  const dietitians = buildDietitians(root.fork('dietitians'));
  return {
    brands: buildBrands(),
    services: catalog,
    providers: [...rows.providers, ...virtual.providers, ...dietitians.providers],
    clinics: rows.clinics,
    providerServices: [
      ...buildClinicServices(root.fork('clinic-services'), rows.clinics, catalog),
      ...virtual.services,
      ...dietitians.services,
    ],
    providerLicenses: [...virtual.licenses, ...dietitians.licenses],
    benefitCodes: buildBenefitCodes(options.today),
    benefitCodeClinics: buildBenefitCodeClinics(root.fork('benefit-codes'), rows.clinics),
    closures: buildClosures(root.fork('closures'), options.today, rows.providers),
  };
}

/** The country-wide chain as a directory file, through the same mapping as the demo's and an export's. */
export function bigChainDirectoryFile(options: { today: Date; clinics?: number; seed?: number }): DirectoryFile {
  return demoDirectoryFile(generateBigChain(options));
}

function clinicRows(rng: Random, count: number): Pick<DemoChain, 'providers' | 'clinics'> {
  const rows: Pick<DemoChain, 'providers' | 'clinics'> = { providers: [], clinics: [] };
  const storesPerDivision = new Map<string, number>();
  for (const site of bigChainSites(rng.fork('sites'), count)) {
    const store = (storesPerDivision.get(site.divisionNumber) ?? 0) + 1;
    storesPerDivision.set(site.divisionNumber, store);
    const own = rng.fork(`clinic:${site.divisionNumber}:${store}`);
    const banner = own.pick(BANNERS);
    const street = own.pick(STREET_NAMES);
    const clinic = clinicAt(own, {
      site: { ...site.zip, latitude: site.latitude, longitude: site.longitude },
      divisionNumber: site.divisionNumber,
      storeNumber: String(100 + store).padStart(5, '0'),
      brandSlug: banner.slug,
      vanityName: `${CLINIC_LEGAL_NAME} at ${banner.name} – ${street}, ${site.zip.placeName}`,
      street,
      timeZone: site.timeZone,
      phone: fictionalPhone(site.areaCode, own.int(0, 99)),
    });
    rows.providers.push(clinic.provider);
    rows.clinics.push(clinic.clinic);
  }
  return rows;
}
