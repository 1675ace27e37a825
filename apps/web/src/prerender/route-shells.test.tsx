import {
  checklists,
  dietaryRestrictions,
  insuranceStepConfig,
  medicalHistory,
  medicalInformation,
  patientDetailsTexts,
} from '@hs/content';
import { contentObjectUrl } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, ROUTE_SHELL_ATTRIBUTE } from '@/app/route-shell-attribute';
import { routes } from '@/app/router';
import { bookedState } from '@/features/confirmation/test/confirmation-fixtures';
import { SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { LANGUAGES } from '@/lib/i18n/language';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { type PageHtml, renderPages } from './route-shells';

/**
 * Where each shell is seen: the results page needs a whole search in its query, the patient form a held time
 * and the confirmation a booking in the tab, or they send the visitor back.
 */
const entries: Partial<Record<PageHtml['route'], string>> = {
  main: '/health-services/scheduler',
  results: '/health-services/scheduler/result?date=2030-01-07&type=Illness+%26+Injury&serviceIds=29&location=45202',
  schedule: '/health-services/scheduler/schedule',
  confirmation: '/health-services/scheduler/confirmation',
};

function hold(state: typeof bookedState) {
  const { appointment, provider, ...rest } = state;
  schedulerStore.setAppointment(appointment!, provider!);
  schedulerStore.update(rest);
}

beforeEach(() => {
  // Unanswered calls are 404s, so content comes from the bundled copies, as the shells' texts do.
  fakeApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  schedulerStore.clear();
});

const pages = await renderPages();
const shells = pages.flatMap(({ markup, ...page }) => (markup ? [{ ...page, markup }] : []));

/** Renders the page as the tab the shell is true for would, and awaits its heading. */
async function renderPageOf(shell: PageHtml) {
  if (shell.needs === 'booking') hold(bookedState);
  if (shell.needs === 'hold') hold(SICK_VISIT);
  renderRoutes(routes, entries[shell.route]!);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('prerendered route shells', () => {
  it('cover the pages the issue measures', () => {
    expect(shells.map((shell) => shell.route).sort()).toEqual(Object.keys(entries).sort());
  });

  it.each(shells)('$route: in each language, one page area in the layout, with one h1', ({ markup }) => {
    const page = document.createElement('div');
    page.innerHTML = markup;
    const views = [...page.children];
    expect(views.map((view) => view.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE))).toEqual([...LANGUAGES]);
    for (const view of views) {
      expect(view.querySelectorAll(`[${ROUTE_SHELL_ATTRIBUTE}]`)).toHaveLength(1);
      expect(view.querySelectorAll('main h1')).toHaveLength(1);
      expect(view.querySelector('header nav')).not.toBeNull();
    }
  });

  it.each(shells)(
    "$route: its visible heading and paragraphs are the page's own, as the page renders them",
    async (shell) => {
      const prerendered = document.createElement('div');
      prerendered.innerHTML = shell.markup;
      const area = prerendered.querySelector(`[${PRERENDERED_LANGUAGE_ATTRIBUTE}="en"] [${ROUTE_SHELL_ATTRIBUTE}]`)!;
      await renderPageOf(shell);
      // Room kept for what the page fills in (aria-hidden) holds no text of its own to compare.
      for (const text of area.querySelectorAll('h1:not([aria-hidden] *), p:not([aria-hidden] *)')) {
        await waitFor(() => {
          const same = [...document.querySelectorAll(text.tagName)].find(
            (element) => element.textContent === text.textContent,
          );
          expect(same?.className, text.textContent ?? '').toBe(text.className);
        });
      }
    },
  );

  it.each(shells.filter((shell) => shell.data.length > 0))(
    '$route: the page requests, as it first renders, every answer its HTML preloads',
    async (shell) => {
      const api = fakeApi();
      await renderPageOf(shell);
      const requested = () => api.calls.map((call) => `${call.url.pathname}${call.url.search}`);
      await waitFor(() => expect(requested()).toEqual(expect.arrayContaining(shell.data)));
    },
  );
});

describe('the patient form’s HTML', () => {
  it('preloads what its first sub-page waits for, not what only the booking at the end is put together with', () => {
    const schedule = pages.find((page) => page.route === 'schedule');
    const bookingOnly = [insuranceStepConfig, medicalInformation, medicalHistory, dietaryRestrictions, checklists];
    expect(schedule?.data).toContain(contentObjectUrl(patientDetailsTexts));
    for (const entry of bookingOnly) expect(schedule?.data).not.toContain(contentObjectUrl(entry));
  });
});
