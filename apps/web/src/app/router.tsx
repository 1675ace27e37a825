import { type ComponentType, lazy, type ReactElement, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { KeepQueryRedirect } from './keep-query-redirect';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

interface PageHandle {
  /** Loads the page's code, so that a first render finds it there. */
  preload: () => Promise<void>;
}

/**
 * A page's route fields: its element, whose code loads the first time the page is shown, and a handle that
 * loads the code ahead of that.
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>): { element: ReactElement; handle: PageHandle } {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(() => load().then((page) => ({ default: page.Component })));
  function Page() {
    // Fixed for the page's life: switching from the lazy wrapper to the loaded page would remount it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  const preload = () =>
    load().then((page) => {
      loaded = page.Component;
    });
  return { element: <Page />, handle: { preload } };
}

/**
 * The spec's route table (§2). Every page is its own lazily loaded chunk, so the first screen
 * downloads only the code it shows. Guards and redirects of each page live with the page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <KeepQueryRedirect to={paths.main()} /> },
      { path: routePatterns.main, ...lazyPage(() => import('@/features/search/search-page')) },
      { path: routePatterns.benefitCode, ...lazyPage(() => import('@/features/benefit-code/benefit-code-page')) },
      { path: routePatterns.prescreen, ...lazyPage(() => import('@/features/prescreen/prescreen-page')) },
      { path: routePatterns.results, ...lazyPage(() => import('@/features/results/results-page')) },
      { path: routePatterns.followup, ...lazyPage(() => import('@/features/results/followup-page')) },
      { path: routePatterns.schedule, ...lazyPage(() => import('@/features/schedule/schedule-page')) },
      {
        path: routePatterns.confirmation,
        ...lazyPage(() => import('@/features/confirmation/confirmation-page')),
      },
      { path: routePatterns.cancel, ...lazyPage(() => import('@/features/cancel/cancel-page')) },
      { path: routePatterns.confirmCancel, ...lazyPage(() => import('@/features/cancel/canceled-page')) },
      { path: routePatterns.manage, ...lazyPage(() => import('@/features/manage/manage-page')) },
      {
        path: routePatterns.pharmacyGuestVaccination,
        ...lazyPage(() => import('@/features/info-pages/pharmacy-vaccination-page')),
      },
      {
        path: routePatterns.clinicSchedule,
        ...lazyPage(() => import('@/features/info-pages/clinic-schedule-page')),
      },
      {
        path: routePatterns.clinicArea,
        children: [
          // The clinic area has no page of its own; its front door is the locator.
          { index: true, element: <KeepQueryRedirect to={paths.clinicLocations()} /> },
          { path: routePatterns.clinicError, ...lazyPage(() => import('@/features/locator/clinic-error-page')) },
          {
            path: routePatterns.clinicDetails,
            ...lazyPage(() => import('@/features/locator/clinic-details-page')),
          },
          {
            path: routePatterns.clinicLocations,
            ...lazyPage(() => import('@/features/locator/clinic-locations-page')),
          },
        ],
      },
      {
        path: routePatterns.clinicServices,
        ...lazyPage(() => import('@/features/info-pages/clinic-services-page')),
      },
      {
        path: routePatterns.clinicBilling,
        ...lazyPage(() => import('@/features/info-pages/clinic-billing-page')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the code of the page at `pathname` before the app's first render. A page revealed from a Suspense
 * fallback is held back by React for 300 ms after the fallback showed; a page whose code is there renders at once.
 */
export function preloadPage(pathname: string): Promise<void> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  return handle?.preload() ?? Promise.resolve();
}
