import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { KeepQueryRedirect } from './keep-query-redirect';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';

/**
 * The spec's route table (§2). Every page is its own lazily loaded chunk, so the first screen
 * downloads only the code it shows. Guards and redirects of each page live with the page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    children: [
      {
        // Pathless so that errors and the first-load fallback render inside the header and footer.
        id: 'pages',
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: PageLoading,
        children: [
          { index: true, element: <KeepQueryRedirect to={paths.main()} /> },
          { path: routePatterns.main, lazy: () => import('@/features/search/search-page') },
          { path: routePatterns.benefitCode, lazy: () => import('@/features/benefit-code/benefit-code-page') },
          { path: routePatterns.prescreen, lazy: () => import('@/features/prescreen/prescreen-page') },
          { path: routePatterns.results, lazy: () => import('@/features/results/results-page') },
          { path: routePatterns.followup, lazy: () => import('@/features/results/followup-page') },
          { path: routePatterns.schedule, lazy: () => import('@/features/schedule/schedule-page') },
          { path: routePatterns.confirmation, lazy: () => import('@/features/confirmation/confirmation-page') },
          { path: routePatterns.cancel, lazy: () => import('@/features/cancel/cancel-page') },
          { path: routePatterns.confirmCancel, lazy: () => import('@/features/cancel/canceled-page') },
          { path: routePatterns.manage, lazy: () => import('@/features/manage/manage-page') },
          {
            path: routePatterns.pharmacyGuestVaccination,
            lazy: () => import('@/features/info-pages/pharmacy-vaccination-page'),
          },
          { path: routePatterns.clinicSchedule, lazy: () => import('@/features/info-pages/clinic-schedule-page') },
          {
            path: routePatterns.clinicArea,
            children: [
              // The clinic area has no page of its own; its front door is the locator.
              { index: true, element: <KeepQueryRedirect to={paths.clinicLocations()} /> },
              { path: routePatterns.clinicError, lazy: () => import('@/features/locator/clinic-error-page') },
              { path: routePatterns.clinicDetails, lazy: () => import('@/features/locator/clinic-details-page') },
              { path: routePatterns.clinicLocations, lazy: () => import('@/features/locator/clinic-locations-page') },
            ],
          },
          { path: routePatterns.clinicServices, lazy: () => import('@/features/info-pages/clinic-services-page') },
          { path: routePatterns.clinicBilling, lazy: () => import('@/features/info-pages/clinic-billing-page') },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** The app's data router over the browser history; tests use createMemoryRouter(routes) instead. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
