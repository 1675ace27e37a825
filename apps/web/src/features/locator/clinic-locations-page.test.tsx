import { clinicsPath } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
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

  it('reports a blank search as a constraint error, and text left in the field as an abandonment (§7)', async () => {
    const api = fakeApi();
    renderLocator();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Find' }));
    expect(await screen.findByText(LOCATOR_TEXTS.emptySearch)).toBeVisible();
    await waitFor(() => expect(api.eventsNamed('user-constraint-error')).toHaveLength(1));
    expect(api.eventsNamed('user-constraint-error')[0]?.data).toMatchObject({
      form: 'locator',
      fieldName: 'searchText',
      rule: 'required',
    });
    await user.type(screen.getByRole('combobox', { name: LOCATOR_TEXTS.fieldLabel }), 'Cinc');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(api.eventsNamed('form-field-abandonment')).toHaveLength(1));
    expect(api.eventsNamed('form-field-abandonment')[0]?.data).toMatchObject({
      form: 'locator',
      fieldName: 'searchText',
    });
    expect(JSON.stringify(api.eventsNamed('form-field-abandonment'))).not.toContain('Cinc');
  });

  it('reports no abandonment once the text was searched', async () => {
    const api = fakeApi({ [`GET ${clinicsPath}`]: () => jsonResponse(noClinics) });
    renderLocator(paths.clinicLocations({ searchText: '45202' }));
    const user = userEvent.setup();
    const field = await screen.findByRole('combobox', { name: LOCATOR_TEXTS.fieldLabel });
    await user.clear(field);
    await user.type(field, '45202{Enter}');
    await waitFor(() => expect(api.callsTo('GET', clinicsPath).length).toBeGreaterThan(0));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.eventsNamed('form-field-abandonment')).toHaveLength(0);
  });
});
