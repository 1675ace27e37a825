import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_SHELL_ATTRIBUTE } from '@/app/route-shell-attribute';
import { routes } from '@/app/router';
import { bookedState } from '@/features/confirmation/test/confirmation-fixtures';
import { SICK_VISIT } from '@/features/schedule/test/scheduler-fixtures';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { renderRouteShells } from './route-shells';

/**
 * Where each shell is seen: the results page needs a whole search in its query, the patient form a held time
 * and the confirmation a booking in the tab, or they send the visitor back.
 */
const entries: Record<string, string> = {
  '/health-services/scheduler': '/health-services/scheduler',
  '/health-services/scheduler/result':
    '/health-services/scheduler/result?date=2030-01-07&type=Illness+%26+Injury&serviceIds=29&location=45202',
  '/health-services/scheduler/schedule': '/health-services/scheduler/schedule',
  '/health-services/scheduler/confirmation': '/health-services/scheduler/confirmation',
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

const shells = renderRouteShells();

describe('prerendered route shells', () => {
  it('cover the pages the issue measures', () => {
    expect(shells.map((shell) => shell.pathname).sort()).toEqual(Object.keys(entries).sort());
  });

  it.each(shells)('$pathname: one page area in the layout, with one h1', ({ markup }) => {
    const page = document.createElement('div');
    page.innerHTML = markup;
    expect(page.querySelectorAll(`[${ROUTE_SHELL_ATTRIBUTE}]`)).toHaveLength(1);
    expect(page.querySelectorAll('main h1')).toHaveLength(1);
    expect(page.querySelector('header nav')).not.toBeNull();
  });

  it.each(shells)(
    "$pathname: its visible heading and paragraphs are the page's own, as the page renders them",
    async (shell) => {
      const prerendered = document.createElement('div');
      prerendered.innerHTML = shell.markup;
      const area = prerendered.querySelector(`[${ROUTE_SHELL_ATTRIBUTE}]`)!;
      if (shell.needs === 'booking') hold(bookedState);
      if (shell.needs === 'hold') hold(SICK_VISIT);
      renderRoutes(routes, entries[shell.pathname]!);
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
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
});
