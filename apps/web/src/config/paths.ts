import { webRoutes } from '@hs/contracts';

/** Route patterns of the spec's route table; the router registers exactly these. */
export const routePatterns = webRoutes;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** Appends a query string; empty values are left out so URLs stay short and stable. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Query of the dietitian external entry (§2): prescreen step 1 with type=Telenutrition and external=true. */
const DIETITIAN_ENTRY_QUERY = { type: 'Telenutrition', external: 'true' } as const;

/** Href builders for every page; the only place page URLs are put together. */
export const paths = {
  root: () => '/',
  main: (query?: Query) => withQuery(webRoutes.main, query),
  benefitCode: () => webRoutes.benefitCode,
  prescreen: (step?: number, query?: Query) =>
    withQuery(webRoutes.prescreen.replace('/:step?', step === undefined ? '' : `/${segment(step)}`), query),
  prescreenStart: (query?: Query) => paths.prescreen(1, query),
  dietitianStart: () => paths.prescreen(1, DIETITIAN_ENTRY_QUERY),
  results: (query?: Query) => withQuery(webRoutes.results, query),
  followup: (query?: Query) => withQuery(webRoutes.followup, query),
  schedule: () => webRoutes.schedule,
  confirmation: () => webRoutes.confirmation,
  cancel: (id: string, code: string) => webRoutes.cancel.replace(':id', segment(id)).replace(':code', segment(code)),
  confirmCancel: () => webRoutes.confirmCancel,
  manage: () => webRoutes.manage,
  waitlistOffer: () => webRoutes.waitlistOffer,
  pharmacyGuestVaccination: () => webRoutes.pharmacyGuestVaccination,
  clinicSchedule: () => webRoutes.clinicSchedule,
  clinicArea: () => webRoutes.clinicArea,
  clinicError: () => webRoutes.clinicError,
  clinicDetails: (divisionNumber: string, storeNumber: string) =>
    webRoutes.clinicDetails
      .replace(':divisionNumber', segment(divisionNumber))
      .replace(':storeNumber', segment(storeNumber)),
  clinicLocations: (query?: Query) => withQuery(webRoutes.clinicLocations, query),
  clinicServices: () => webRoutes.clinicServices,
  clinicBilling: () => webRoutes.clinicBilling,
  languageAssistance: () => webRoutes.languageAssistance,
} as const;

/** Removes trailing slashes (§2); the root path stays '/'. */
export function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
