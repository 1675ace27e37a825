import { clinicsPath } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { jsonResponse } from '@/test/api-responses';
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
});
