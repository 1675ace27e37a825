import { schedulerConfig } from '@hs/content';
import { contentObjectUrl } from '@hs/contracts';
import type { Service } from '@hs/domain';
import { type RouteObject, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { FollowupScreen } from '@/features/results/components/followup-screen';
import { ResultsScreen } from '@/features/results/components/results-screen';
import { jsonResponse, servicesResponse } from '@/test/api-responses';
import { renderRoutes } from '@/test/render-route';
import { serviceFixture } from '@/test/services-fixture';

/** Test support only: the results screens between stand-ins for the pages they lead to. */

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="probe">
      {name}
      {location.search}
    </p>
  );
}

const resultsRoutes: RouteObject[] = [
  { path: paths.results(), element: <ResultsScreen /> },
  { path: paths.followup(), element: <FollowupScreen /> },
  { path: paths.main(), element: <Probe name="main" /> },
  { path: paths.schedule(), element: <Probe name="schedule" /> },
];

export const renderResults = (url: string) => renderRoutes(resultsRoutes, url);

/** With router state too (what only state carries, such as showLeadTimeWarning). */
export function renderResultsWithState(url: string, state: unknown) {
  const [pathname, search = ''] = url.split('?');
  return renderRoutes(resultsRoutes, { pathname, search: `?${search}`, state });
}

const catalogFixture: Service[] = [
  serviceFixture(29, 'Illness & Injury', { name: 'Sick Visit' }),
  serviceFixture(105, 'Vaccines', { name: 'Shingles Vaccine Dose 1', followupServiceId: 106, followupAfterDays: 60 }),
  serviceFixture(106, 'Vaccines', { name: 'Shingles Vaccine Dose 2' }),
  serviceFixture(701, 'Virtual Visit', { name: 'Virtual Sick Visit', maxDaysAhead: 2 }),
  serviceFixture(801, 'Telenutrition', { name: 'Dietitian Initial Consultation', maxDaysAhead: 90 }),
];

export const catalogRoute = { 'GET /appointment-management/v1/services': () => servicesResponse(catalogFixture) };

/** Serves the scheduler configuration with one category changed. */
export function configRoute(category: string, patch: Record<string, unknown>) {
  const data = {
    ...schedulerConfig.data,
    categories: schedulerConfig.data.categories.map((c) => (c.category === category ? { ...c, ...patch } : c)),
  };
  return {
    [`GET ${contentObjectUrl(schedulerConfig)}`]: () =>
      jsonResponse({ schema: { name: schedulerConfig.schema, version: schedulerConfig.version }, data }),
  };
}
