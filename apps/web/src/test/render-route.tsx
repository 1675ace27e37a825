import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { type InitialEntry, type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { RouteTree } from '@/app/route-tree';

/** A client for one test: no retries or caching between tests, so each starts clean and fails fast. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Reports every location the router commits to, so a test can ask where the pages sent the visitor. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * Renders routes in a memory router inside the app providers, starting at `entry` (a path, or a location with
 * router state), with a client of its own unless given one. `routerLocation()` is where the router is now.
 */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry, queryClient = createTestQueryClient()) {
  let current: Location | undefined;
  const onLocation = (location: Location) => {
    current = location;
  };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <LocationProbe onLocation={onLocation} />
        <RouteTree routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  const routerLocation = (): Location => {
    if (!current) throw new Error('The router has not rendered yet.');
    return current;
  };
  return { ...view, queryClient, routerLocation };
}
