import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { paths } from '@/config/paths';
import { writeDraft } from '@/features/schedule/model/form-draft';
import type { PatientFormData } from '@/features/schedule/model/patient-form-data';
import { Component as SchedulePage } from '@/features/schedule/schedule-page';
import type { SchedulerState } from '@/lib/scheduler-store/scheduler-state';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { fakeApi } from '@/test/fake-api';
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

/** Each test starts with nothing held or drafted; it fakes our API itself. */
export function clearEachTest() {
  beforeEach(() => {
    sessionStorage.clear();
    schedulerStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    schedulerStore.clear();
  });
}

/** Each test starts with nothing held or drafted and our API faked with its ordinary answers. */
export function startEachTestClean() {
  clearEachTest();
  beforeEach(() => {
    fakeApi();
  });
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

/** A form part-way through, as seedDraft takes it, with the hold it was started for (a sick visit unless told). */
export interface DraftAt {
  category: string;
  data: PatientFormData;
  current: keyof PatientFormData;
  alsoDone?: (keyof PatientFormData)[];
  hold?: SchedulerState;
}

/** Opens the form on the draft's current sub-page; answers a user to act on it once the sub-page is there. */
export async function openSubPage(heading: string | RegExp, { category, data, current, alsoDone, hold }: DraftAt) {
  seedHold(hold);
  seedDraft(category, data, current, alsoDone);
  const user = userEvent.setup();
  renderSchedule();
  await findSubPage(heading);
  return user;
}

export function renderSchedule() {
  return renderRoutes(routes, paths.schedule());
}

export const PAGE = { timeout: 5000 };
export const findHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, PAGE);

/**
 * The sub-page's heading once its form (which may load its own texts) is there: the page's loading view can
 * show the first sub-page's heading before.
 */
export async function findSubPage(name: string | RegExp) {
  await screen.findByRole('form', { name }, PAGE);
  return findHeading(name);
}
