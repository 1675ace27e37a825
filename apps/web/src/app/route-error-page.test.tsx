import { analyticsEventsPath } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('a page that fails to render', () => {
  it('shows the default customer-facing error and reports it with no endpoint and code -1', async () => {
    // React logs the error it caught; the page under test is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    renderRoutes([{ path: '/', Component: BrokenPage, ErrorBoundary: RouteErrorPage }], '/');

    expect(
      await screen.findByText('An unknown error occurred. Please try to view this feature again in a few moments.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('POST', analyticsEventsPath)).not.toHaveLength(0));
    expect(api.callsTo('POST', analyticsEventsPath)[0]?.body).toMatchObject({
      events: [
        {
          name: 'customer-facing-service-error',
          data: {
            description: 'An unknown error occurred. Please try to view this feature again in a few moments.',
            endpoint: 'no relevant value',
            code: -1,
          },
        },
      ],
    });
  });
});
