import { buildBenefitCodeClinics, buildBenefitCodes } from './benefit-codes.js';
import { buildBrands } from './brands.js';
import { buildClinicServices } from './clinic-services.js';
import { buildClinics } from './clinics.js';
import { buildClosures } from './closures.js';
import { buildDietitians } from './dietitians.js';
import { Random } from './random.js';
import { buildServices } from './services-catalog.js';
import type { DemoChain } from './tables.js';
import { buildVirtualProviders } from './virtual-providers.js';

const DEFAULT_DEMO_SEED = 20260302;

/**
 * The demo chain: pure and deterministic, so the same seed and day give identical rows on every machine
 * and every restart. Benefit-code validity and the closures (holidays of the coming year) depend on `today`;
 * everything else depends on the seed.
 */
export function generateDemoChain(options: { today: Date; seed?: number }): DemoChain {
  const root = new Random(options.seed ?? DEFAULT_DEMO_SEED);
  const catalog = buildServices();
  const clinicRows = buildClinics(root.fork('clinics'));
  const virtual = buildVirtualProviders();
  const dietitians = buildDietitians(root.fork('dietitians'));
  return {
    brands: buildBrands(),
    services: catalog,
    providers: [...clinicRows.providers, ...virtual.providers, ...dietitians.providers],
    clinics: clinicRows.clinics,
    providerServices: [
      ...buildClinicServices(root.fork('clinic-services'), clinicRows.clinics, catalog),
      ...virtual.services,
      ...dietitians.services,
    ],
    providerLicenses: [...virtual.licenses, ...dietitians.licenses],
    benefitCodes: buildBenefitCodes(options.today),
    benefitCodeClinics: buildBenefitCodeClinics(root.fork('benefit-codes'), clinicRows.clinics),
    closures: buildClosures(root.fork('closures'), options.today, clinicRows.providers),
  };
}
