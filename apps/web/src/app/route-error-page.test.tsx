import { analyticsEventsPath } from '@hs/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { PageOutlet } from './page-outlet';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function BrokenPage(): never {
  throw new Error('render failed');
}

/** A failing page and a working one behind the app's page outlet, with a link between them. */
const pages = [
  {
    element: (
      <>
        <Link to="/working">Working page</Link>
        <PageOutlet />
      </>
    ),
    children: [
      { path: '/', Component: BrokenPage },
      { path: '/working', element: <h1>Working</h1> },
    ],
  },
];

describe('a page that fails to render', () => {
  it('shows the default customer-facing error and reports it with no endpoint and code -1', async () => {
    // React logs the error it caught; the page under test is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    renderRoutes(pages, '/');

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
            description: 'UNKNOWN_ERROR',
            endpoint: 'no relevant value',
            code: -1,
          },
        },
      ],
    });
  });

  it('gives the next page its own chance once the visitor navigates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
    renderRoutes(pages, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Working page' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Working' })).toBeVisible();
    expect(screen.queryByText('Sorry, something went wrong')).toBeNull();
  });
});
