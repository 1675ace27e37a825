import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { KeepQueryRedirect } from './keep-query-redirect';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** A page module's `Component`, its code loaded the first time the page is shown. */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((page) => ({ default: page.Component })));
  return <Page />;
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
      { path: routePatterns.main, element: lazyPage(() => import('@/features/search/search-page')) },
      { path: routePatterns.benefitCode, element: lazyPage(() => import('@/features/benefit-code/benefit-code-page')) },
      { path: routePatterns.prescreen, element: lazyPage(() => import('@/features/prescreen/prescreen-page')) },
      { path: routePatterns.results, element: lazyPage(() => import('@/features/results/results-page')) },
      { path: routePatterns.followup, element: lazyPage(() => import('@/features/results/followup-page')) },
      { path: routePatterns.schedule, element: lazyPage(() => import('@/features/schedule/schedule-page')) },
      {
        path: routePatterns.confirmation,
        element: lazyPage(() => import('@/features/confirmation/confirmation-page')),
      },
      { path: routePatterns.cancel, element: lazyPage(() => import('@/features/cancel/cancel-page')) },
      { path: routePatterns.confirmCancel, element: lazyPage(() => import('@/features/cancel/canceled-page')) },
      { path: routePatterns.manage, element: lazyPage(() => import('@/features/manage/manage-page')) },
      {
        path: routePatterns.pharmacyGuestVaccination,
        element: lazyPage(() => import('@/features/info-pages/pharmacy-vaccination-page')),
      },
      {
        path: routePatterns.clinicSchedule,
        element: lazyPage(() => import('@/features/info-pages/clinic-schedule-page')),
      },
      {
        path: routePatterns.clinicArea,
        children: [
          // The clinic area has no page of its own; its front door is the locator.
          { index: true, element: <KeepQueryRedirect to={paths.clinicLocations()} /> },
          { path: routePatterns.clinicError, element: lazyPage(() => import('@/features/locator/clinic-error-page')) },
          {
            path: routePatterns.clinicDetails,
            element: lazyPage(() => import('@/features/locator/clinic-details-page')),
          },
          {
            path: routePatterns.clinicLocations,
            element: lazyPage(() => import('@/features/locator/clinic-locations-page')),
          },
        ],
      },
      {
        path: routePatterns.clinicServices,
        element: lazyPage(() => import('@/features/info-pages/clinic-services-page')),
      },
      {
        path: routePatterns.clinicBilling,
        element: lazyPage(() => import('@/features/info-pages/clinic-billing-page')),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
