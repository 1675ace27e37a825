import { waitlistOfferTextPath } from './paths.js';

/** The spec's route table (§2): every page path of the web app. Placeholders are `:name`, optional ones `:name?`. */
export const webRoutes = {
  main: '/health-services/scheduler',
  benefitCode: '/health-services/scheduler/benefit-codes',
  prescreen: '/health-services/scheduler/prescreen/:step?',
  results: '/health-services/scheduler/result',
  followup: '/health-services/scheduler/result/followup',
  schedule: '/health-services/scheduler/schedule',
  confirmation: '/health-services/scheduler/confirmation',
  cancel: '/health-services/scheduler/cancel/:id/:code',
  confirmCancel: '/health-services/scheduler/canceled',
  /** Our addition: find an appointment by its code, the patient's last name and date of birth, then change it. */
  manage: '/health-services/scheduler/manage',
  /** Our addition (decision 060): where a waitlist offer's link lands; the token follows in the fragment. */
  waitlistOffer: '/health-services/scheduler/waitlist/offer',
  pharmacyGuestVaccination: '/rx/guest/vaccination-appointments',
  clinicSchedule: '/health/clinic/schedule-appointment',
  clinicArea: '/health-services/clinic',
  clinicError: '/health-services/clinic/error',
  clinicDetails: '/health-services/clinic/details/:divisionNumber/:storeNumber',
  clinicLocations: '/health-services/clinic/locations',
  clinicServices: '/health/clinic/services',
  clinicBilling: '/health/clinic/billing-insurance-payment',
  /** Our addition (issue 32): free interpreters and help in the visitor's language, linked from every page. */
  languageAssistance: '/health/language-assistance',
} as const;
export type WebRouteName = keyof typeof webRoutes;

/**
 * The staff console (decision 053): a lazy route tree of its own under this path, with its own pages, outside
 * the spec's table. Its invite links carry a secret token.
 */
export const staffConsolePath = '/staff';
export const staffInvitePrefix = `${staffConsolePath}/invite/`;

export function isStaffConsolePath(pathname: string): boolean {
  return pathname === staffConsolePath || pathname.startsWith(`${staffConsolePath}/`);
}

/** Paths the API owns; everything else is a page of the web app. */
const apiRoots = [
  '/appointment-management',
  '/content',
  '/atlas',
  '/tlc/api',
  '/analytics',
  '/assets',
  '/staff-api',
  '/fhir',
];
// '/health' and its probes are the health checks alone: '/health/clinic/…' are pages.
const apiExactPaths = ['/health', '/health/live', '/health/ready', waitlistOfferTextPath];

export function isApiPath(pathname: string): boolean {
  return (
    apiExactPaths.includes(pathname) || apiRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`))
  );
}

const patterns = (Object.entries(webRoutes) as [WebRouteName, string][]).map(([name, route]) => {
  const source = route
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return part ? `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return { name, pattern: new RegExp(`^${source}$`) };
});

/** The route of the table that `pathname` is a page of, if any. */
export function webRouteOf(pathname: string): WebRouteName | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.name;
}

export function matchesWebRoute(pathname: string): boolean {
  return pathname === '/' || webRouteOf(pathname) !== undefined || isStaffConsolePath(pathname);
}
