import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '@/components/page/page-error-boundary';
import { PageLoading } from './page-loading';
import { FirstPageFallback } from './prerendered-shell';
import { RouteErrorPage } from './route-error-page';
import { useNewBuildOnNavigation } from './use-new-build-on-navigation';

/**
 * Where the current page renders, inside the header and footer: the page area prerendered into the HTML (or
 * the loading indicator) while the first page's code arrives (later pages keep the old page on screen until
 * theirs is ready, as router navigations run as transitions), and the error page when a page fails, until the
 * visitor navigates again. A navigation after the server has moved to a newer build loads the page in full.
 */
export function PageOutlet() {
  const { key } = useLocation();
  const loadsInFull = useNewBuildOnNavigation();
  if (loadsInFull) return <PageLoading />;
  return (
    <PageErrorBoundary resetKey={key} fallback={<RouteErrorPage />}>
      <Suspense fallback={<FirstPageFallback />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
