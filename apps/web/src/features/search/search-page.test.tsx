import type { Provider } from '@hs/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { jsonResponse, servicesResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { serviceFixture } from '@/test/services-fixture';
import { Component as SearchPage } from './search-page';

// The first render also loads the route's code and the catalog; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const validation = (benefitCode: string, isValid: boolean) =>
  jsonResponse({ data: { validation: { isValid, benefitCode } } });

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStorage.clear();
  schedulerStore.clear();
  api = fakeApi({
    'GET /appointment-management/v1/services': () => servicesResponse([serviceFixture(29, 'Illness & Injury')]),
    'GET /appointment-management/v1/benefit-code/validate': (url) => {
      const code = url.searchParams.get('filter.benefitCode') ?? '';
      return validation(code, code === 'WELLNESS2026');
    },
    'DELETE /appointment-management/v1/appointment-reservations/res-aaaaaaaaaaaaaaaa': () =>
      new Response(null, { status: 204 }),
    'DELETE /appointment-management/v1/appointment-reservations/res-bbbbbbbbbbbbbbbb': () =>
      new Response(null, { status: 204 }),
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(entry: InitialEntry) {
  return renderRoutes([{ path: '/health-services/scheduler', Component: SearchPage }], entry);
}

const held = {
  timestamp: '2030-03-12T14:00:00-04:00',
  timezone: 'America/New_York',
  services: [{ id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true }],
};

describe('search page', () => {
  it('shows the heading as a toggle that folds the form away', async () => {
    renderPage('/health-services/scheduler');
    const toggle = screen.getByRole('button', { name: 'Find an Appointment' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find an Appointment' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.click();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Appointment Type' })).toBeNull());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('releases the held appointment and follow-up, then forgets them', async () => {
    schedulerStore.setAppointment({ ...held, reservationCode: 'res-aaaaaaaaaaaaaaaa' }, {
      providerId: 'p1',
    } as Provider);
    schedulerStore.setFollowup({ ...held, reservationCode: 'res-bbbbbbbbbbbbbbbb' });
    schedulerStore.update({ flow: 'IN_PERSON' });
    renderPage('/health-services/scheduler');

    await waitFor(() =>
      expect(api.callsTo('DELETE', '/appointment-management/v1/appointment-reservations')).toHaveLength(2),
    );
    expect(
      api.callsTo('DELETE', '/appointment-management/v1/appointment-reservations').map((c) => c.url.pathname),
    ).toEqual([
      '/appointment-management/v1/appointment-reservations/res-aaaaaaaaaaaaaaaa',
      '/appointment-management/v1/appointment-reservations/res-bbbbbbbbbbbbbbbb',
    ]);
    expect(schedulerStore.get()).toEqual({ flow: 'IN_PERSON' });
  });

  it('calls nothing when nothing is held', async () => {
    renderPage('/health-services/scheduler');
    await screen.findByRole('option', { name: 'Illness & Injury' });
    expect(api.callsTo('DELETE', '/')).toHaveLength(0);
  });

  it('fills the form from the query and router state results hand back', async () => {
    renderPage({
      pathname: '/health-services/scheduler',
      search: '?type=Illness+%26+Injury&location=45202',
      state: { date: '2030-03-12', error: 'locationUnavailable' },
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Appointment Type' })).toHaveValue('Illness & Injury'),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('45202');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('03/12/2030');
    expect(screen.getByRole('alert')).toHaveTextContent("We're unable to find a provider in this location.");
  });

  it('shows the badge for a verified benefit code', async () => {
    renderPage({ pathname: '/health-services/scheduler', state: { benefitCode: 'WELLNESS2026' } });
    expect(await screen.findByText('Benefit code has been verified')).toBeVisible();
  });

  it('does not vouch for a code the server refuses', async () => {
    renderPage('/health-services/scheduler?benefitCode=MADEUP');
    await waitFor(() => expect(api.callsTo('GET', '/appointment-management/v1/benefit-code/validate')).toHaveLength(1));
    await screen.findByRole('option', { name: 'Illness & Injury' });
    expect(screen.queryByText('Benefit code has been verified')).toBeNull();
  });
});
