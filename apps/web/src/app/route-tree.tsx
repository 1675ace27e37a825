import { type RouteObject, useRoutes } from 'react-router';
import { PageLeaveProvider } from '@/lib/navigation/page-leave';

/** Renders `routes` where the router is: the app's table in production, a test's own table in tests. */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return <PageLeaveProvider>{useRoutes(routes)}</PageLeaveProvider>;
}
