import { licensureStatesPath, servicesPath } from '@hs/contracts';
import { routePatterns } from '@/config/paths';
import { Component as PrescreenPage } from '@/features/prescreen/prescreen-page';
import { licensureResponse, servicesResponse } from '@/test/api-responses';
import { type FakeRoutes, fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { CATALOG } from './prescreen-fixtures';

/** Shows where the page sent the visitor: path, query and router state. */
function LocationProbe({ name }: { name: string }) {
  return <output aria-label={name}>{name}</output>;
}

const UNLICENSED = new Set(['AK', 'HI', 'ND', 'VT']);

const states = [
  { code: 'AK', name: 'Alaska' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'OH', name: 'Ohio' },
].map((state) => ({ ...state, hasLicense: !UNLICENSED.has(state.code) }));

/**
 * Our API as the prescreen sees it: services from the catalog fixture and licensure; live content is
 * unavailable, so the bundled copies are used (AUTO mode), unless `routes` answer it.
 */
export const prescreenApi = (routes: FakeRoutes = {}) =>
  fakeApi({
    [`GET ${servicesPath}`]: () => servicesResponse(CATALOG),
    [`GET ${licensureStatesPath}`]: () => licensureResponse(states, 801),
    ...routes,
  });

/** Renders the prescreen route (with results and main as probes) at `path`, with router state if given. */
export function renderPrescreen(path: string, state?: unknown) {
  const url = new URL(path, 'http://localhost');
  return renderRoutes(
    [
      { path: routePatterns.prescreen, Component: PrescreenPage },
      { path: routePatterns.results, element: <LocationProbe name="Results" /> },
      { path: routePatterns.main, element: <LocationProbe name="Search" /> },
    ],
    { pathname: url.pathname, search: url.search, state },
  );
}

/** Path, query and state the router is at now. */
export function currentLocation(view: ReturnType<typeof renderPrescreen>) {
  const { pathname, search, state } = view.routerLocation();
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)), state };
}
