import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { PageErrorBoundary } from '@/components/page/page-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useRouteFocus } from '@/lib/navigation/use-route-focus';
import { StaffApiProvider } from './api/staff-api';
import { ConsoleFailed } from './components/console-failed';
import { StaffRouteTree } from './staff-route-tree';
import { staffStylesheet } from './staff-stylesheet';

function StyledConsole() {
  // Shown once its own stylesheet is there: never a flash of the console without its layout.
  use(staffStylesheet());
  return (
    <StaffApiProvider>
      <StaffRouteTree />
    </StaffApiProvider>
  );
}

/**
 * The staff console at /staff (decision 053): a lazy module of its own, which no patient page loads, with its own
 * layout, pages, client and stylesheet. It shares the app's router, query cache and UI primitives.
 */
export function Component() {
  useRouteFocus();
  const { key } = useLocation();
  return (
    <PageErrorBoundary resetKey={key} fallback={<ConsoleFailed />}>
      <Suspense fallback={<Spinner label="Loading the staff console" />}>
        <StyledConsole />
      </Suspense>
    </PageErrorBoundary>
  );
}
