import { clinicDetailsPath } from '@hs/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogRoute } from '@/features/results/test/results-harness';
import { localIsoDate } from '@/lib/dates/us-date';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { availabilityFixture, availabilityResponse, datesFrom, dayFixture } from '@/test/availability-fixtures';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/provider-fixture';
import { createTestQueryClient, renderRoutes } from '@/test/render-route';
import { preloadPage, routes } from './router';

// Lazy page modules load slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
vi.mock('@/components/map/clinic-map', () => ({ ClinicMap: () => null }));

afterEach(() => vi.unstubAllGlobals());

const PHYSICAL = '/appointment-management/v1/results/physical';
const today = localIsoDate();
const week = datesFrom(today, 7).map((date) => dayFixture(date, 6));
const at = (path: string) => new URL(path, location.origin);

describe("the first page's requests start with its code, before the app renders", () => {
  it("results: the screen's own search, made once", async () => {
    const api = fakeApi({
      ...catalogRoute,
      [`GET ${PHYSICAL}`]: () =>
        jsonResponse(
          availabilityResponse([availabilityFixture(providerFixture('a', { vanityName: 'Clinic A' }), week)]),
        ),
    });
    const url = `/health-services/scheduler/result?type=Illness+%26+Injury&location=45202&date=${today}&serviceIds=29`;
    const client = createTestQueryClient();
    await preloadPage(at(url), client);
    await waitFor(() => expect(api.callsTo('GET', PHYSICAL)).toHaveLength(1));
    expect(api.callsTo('GET', PHYSICAL)[0]!.url.searchParams.get('filter.freeFormAddress')).toBe('45202');

    renderRoutes(routes, url, client);
    await screen.findByRole('article', { name: 'Clinic A' });
    expect(api.callsTo('GET', PHYSICAL)).toHaveLength(1);
  });

  it('clinic details: the clinic the path names, and none for a path that names none', async () => {
    const api = fakeApi({ [`GET ${clinicDetailsPath}`]: () => errorResponse(503, 'UNAVAILABLE', 'down') });
    await preloadPage(at('/health-services/clinic/details/014/00123'), createTestQueryClient());
    await waitFor(() => expect(api.callsTo('GET', clinicDetailsPath)).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('GET', clinicDetailsPath)[0]!.url.searchParams)).toEqual({
      'filter.divisionNumber': '014',
      'filter.storeNumber': '00123',
    });
    await preloadPage(at('/health-services/clinic/details/14/123'), createTestQueryClient());
    expect(api.callsTo('GET', clinicDetailsPath)).toHaveLength(1);
  });
});
