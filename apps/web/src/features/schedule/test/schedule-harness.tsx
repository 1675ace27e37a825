import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import { writeDraft } from '@/features/schedule/model/form-draft';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import { Component as SchedulePage } from '@/features/schedule/schedule-page';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { renderRoutes } from '@/test/render-route';
import { SICK_VISIT } from './scheduler-fixtures';

/** Stands in for the pages the form leads to, showing where it went. */
function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.search}
    </h1>
  );
}

const routes: RouteObject[] = [
  { path: paths.schedule(), element: <SchedulePage /> },
  { path: paths.main(), element: <Probe name="main" /> },
  { path: paths.results(), element: <Probe name="results" /> },
  { path: '/health-services/scheduler/prescreen/:step', element: <Probe name="prescreen" /> },
  { path: paths.confirmation(), element: <Probe name="confirmation" /> },
  { path: paths.clinicSchedule(), element: <Probe name="landing" /> },
];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type ApiHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Content calls fail (the bundled copies are used); the given handlers answer the rest by path. */
export function mockApi(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/content/')) return new Response('{}', { status: 503 });
    for (const [path, handler] of Object.entries(handlers)) if (url.includes(path)) return handler(url, init);
    if (url.includes('/analytics/')) return json({ data: { accepted: 1 } }, 202);
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return json({ errors: [{ status: 404, code: 'NOT_FOUND', message: 'Not found' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function seedHold(state: SchedulerState = SICK_VISIT) {
  const { appointment, followup, provider, ...rest } = state;
  if (appointment && provider) schedulerStore.setAppointment(appointment, provider);
  if (followup) schedulerStore.setFollowup(followup);
  schedulerStore.update(rest);
}

/** A form part-way through: the pages with data, and `alsoDone`, count as completed. */
export function seedDraft(
  category: string,
  data: PatientFormData,
  current: keyof PatientFormData,
  alsoDone: (keyof PatientFormData)[] = [],
) {
  const completed = [...Object.keys(data), ...alsoDone].filter((page) => page !== current) as (keyof PatientFormData)[];
  writeDraft({ category, current, completed, data });
}

export function renderSchedule() {
  return renderRoutes(routes, paths.schedule());
}

export const PAGE = { timeout: 5000 };
export const findHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, PAGE);

/** The calls made to a path, with their parsed bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => ({
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
      method: init?.method,
    }));
}

/** The sub-page's heading once its form (which may load its own texts) is there. */
export async function findSubPage(name: string | RegExp) {
  const heading = await findHeading(name);
  await screen.findByRole('form', { name }, PAGE);
  return heading;
}
