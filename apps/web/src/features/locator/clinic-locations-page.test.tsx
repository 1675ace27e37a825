import { clinicsPath } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { Component as ClinicLocationsPage } from './clinic-locations-page';

const noClinics = {
  data: { clinics: [] },
  meta: { clinics: { page: { totalPages: 0, offset: 0, size: 4, totalResults: 0 } } },
};

/** The browser's geolocation, answering with the device's own position at full precision. */
function deviceAt(latitude: number, longitude: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) =>
        found({ coords: { latitude, longitude } } as GeolocationPosition),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const renderLocator = (entry = paths.clinicLocations()) =>
  renderRoutes([{ path: routePatterns.clinicLocations, Component: ClinicLocationsPage }], entry);

describe('the clinic locator', () => {
  it("searches near the device's position at 4 decimals, in the URL and in the clinic search", async () => {
    deviceAt(39.103149, -84.51202);
    const api = fakeApi({ [`GET ${clinicsPath}`]: () => jsonResponse(noClinics) });
    const { routerLocation } = renderLocator();
    await waitFor(() => expect(api.callsTo('GET', clinicsPath)).toHaveLength(1));
    expect(api.callsTo('GET', clinicsPath)[0]?.url.searchParams.get('filter.latLng')).toBe('39.1031,-84.512');
    const query = new URLSearchParams(routerLocation().search);
    expect([query.get('latitude'), query.get('longitude'), query.get('sortBy')]).toEqual([
      '39.1031',
      '-84.512',
      'distance',
    ]);
    expect(await screen.findByText(/unable to find any clinics/)).toBeVisible();
  });

  it('reports each failed clinic search as a customer-facing error, Retry included (§8)', async () => {
    const api = fakeApi({ [`GET ${clinicsPath}`]: () => errorResponse(503, 'UNAVAILABLE', 'upstream timed out') });
    renderLocator(paths.clinicLocations({ searchText: '45202' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(api.eventsNamed('customer-facing-service-error')).toHaveLength(1));
    api.answer({ [`GET ${clinicsPath}`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await userEvent.setup().click(retry);
    await waitFor(() => expect(api.eventsNamed('customer-facing-service-error')).toHaveLength(2));
    expect(api.eventsNamed('customer-facing-service-error').map((event) => event.data)).toEqual([
      expect.objectContaining({ description: 'CLINIC_SEARCH_FAILED', endpoint: clinicsPath, code: 503 }),
      expect.objectContaining({ description: 'CLINIC_SEARCH_FAILED', endpoint: clinicsPath, code: 0 }),
    ]);
  });

  it('reports a refused search too, though it reads as no clinics and offers no Retry', async () => {
    const api = fakeApi({ [`GET ${clinicsPath}`]: () => errorResponse(400, 'BAD_REQUEST', 'Input must be valid.') });
    renderLocator(paths.clinicLocations({ searchText: 'zz' }));
    expect(await screen.findByText(/unable to find any clinics/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(api.eventsNamed('customer-facing-service-error')).toHaveLength(1));
    expect(api.eventsNamed('customer-facing-service-error')[0]?.data).toMatchObject({ code: 400 });
  });
});
