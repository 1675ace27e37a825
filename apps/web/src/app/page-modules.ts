import type { WebRouteName } from '@hs/contracts';
import type { CatalogScope } from '@/locales/compile-catalog';

/**
 * The module of each route's page, from `src/`. The router loads each lazily; the build preloads a page's code
 * from that page's HTML (`vite-plugins/module-preloads.ts`), so the table is the one place both read.
 */
export const pageModules = {
  main: 'features/search/search-page.tsx',
  benefitCode: 'features/benefit-code/benefit-code-page.tsx',
  prescreen: 'features/prescreen/prescreen-page.tsx',
  results: 'features/results/results-page.tsx',
  followup: 'features/results/followup-page.tsx',
  schedule: 'features/schedule/schedule-page.tsx',
  confirmation: 'features/confirmation/confirmation-page.tsx',
  cancel: 'features/cancel/cancel-page.tsx',
  confirmCancel: 'features/cancel/canceled-page.tsx',
  manage: 'features/manage/manage-page.tsx',
  waitlistOffer: 'features/waitlist/waitlist-offer-page.tsx',
  pharmacyGuestVaccination: 'features/info-pages/pharmacy-vaccination-page.tsx',
  clinicSchedule: 'features/info-pages/clinic-schedule-page.tsx',
  clinicError: 'features/locator/clinic-error-page.tsx',
  clinicDetails: 'features/locator/clinic-details-page.tsx',
  clinicLocations: 'features/locator/clinic-locations-page.tsx',
  clinicServices: 'features/info-pages/clinic-services-page.tsx',
  clinicBilling: 'features/info-pages/clinic-billing-page.tsx',
  languageAssistance: 'features/info-pages/language-assistance-page.tsx',
} as const satisfies Partial<Record<WebRouteName, string>>;

export type PageRouteName = keyof typeof pageModules;

/** The messages a page renders with: the search form, the first screen, needs only the first screen's. */
export const pageMessages = (name: PageRouteName): CatalogScope => (name === 'main' ? 'first-screen' : 'all');
