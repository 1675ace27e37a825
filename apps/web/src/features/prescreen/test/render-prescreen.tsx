import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routePatterns } from '@/config/paths';
import { Component as PrescreenPage } from '@/features/prescreen/prescreen-page';
import { createTestQueryClient } from '@/test/render-route';
import { servicesResponse } from '@/test/services-fixture';
import { CATALOG } from './prescreen-fixtures';

/** Shows where the page sent the visitor: path, query and router state. */
function LocationProbe({ name }: { name: string }) {
  return <output aria-label={name}>{name}</output>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const UNLICENSED = new Set(['AK', 'HI', 'ND', 'VT']);

export function licensureResponse() {
  const states = [
    { code: 'AK', name: 'Alaska' },
    { code: 'KY', name: 'Kentucky' },
    { code: 'OH', name: 'Ohio' },
  ].map((state) => ({ ...state, hasLicense: !UNLICENSED.has(state.code) }));
  return json({
    data: { 'licensure-states': states },
    meta: { 'licensure-states': { serviceId: 801, total: states.length, licensed: 2 } },
  });
}

export type FetchRoute = (url: string, init?: RequestInit) => Response | undefined;

/**
 * A fetch that answers like our API: services from the catalog fixture, licensure, released holds; live
 * content is unavailable, so the bundled copies are used (AUTO mode), unless a route answers first.
 */
export function apiFetch(...routes: FetchRoute[]) {
  return async (input: string, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    if (url.startsWith('/appointment-management/v1/services')) return servicesResponse(CATALOG);
    if (url.startsWith('/appointment-management/v2/licensure-states')) return licensureResponse();
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json({ errors: [{ status: 404, code: 'NOT_FOUND', message: 'Not found.' }] }, 404);
  };
}

export { json as jsonResponse };

/** Renders the prescreen route (with results and main as probes) at `path`, with router state if given. */
export function renderPrescreen(path: string, state?: unknown) {
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(
    [
      { path: routePatterns.prescreen, Component: PrescreenPage },
      { path: routePatterns.results, element: <LocationProbe name="Results" /> },
      { path: routePatterns.main, element: <LocationProbe name="Search" /> },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
  );
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Path, query and state the router is at now. */
export function currentLocation(router: ReturnType<typeof renderPrescreen>['router']) {
  const { pathname, search, state } = router.state.location;
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)), state };
}
