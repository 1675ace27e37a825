import { staffPaths } from '@hs/contracts/staff-identity';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffApiProvider } from '@/features/staff/api/staff-api';
import { STAFF_CLINIC } from '@/features/staff/test/staff-clinic-fixture';
import { errorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { WaitlistFiguresPage } from './waitlist-figures-page';

const NONE = { made: 0, accepted: 0, declined: 0, expired: 0, withdrawn: 0, open: 0 };

function render(search = '') {
  renderRoutes(
    [
      {
        element: (
          <StaffApiProvider>
            <Outlet />
          </StaffApiProvider>
        ),
        children: [{ path: '/staff/clinics/:clinicId/waitlist', element: <WaitlistFiguresPage /> }],
      },
    ],
    { pathname: '/staff/clinics/CLN001/waitlist', search, state: { clinic: STAFF_CLINIC } },
  );
}

/** The server's figures: some offers on the last 30 days, none on the 2nd, and days it no longer keeps refused. */
function api() {
  return fakeApi({
    [`GET ${staffPaths.clinics}`]: () => jsonResponse({ data: { clinics: [STAFF_CLINIC] } }),
    [`GET ${staffPaths.waitlistFigures}`]: (url) => {
      const from = url.searchParams.get('from');
      if (from === '2026-01-01') return errorResponse(400, 'FIGURES_NOT_KEPT', 'Kept 30 days: from 2026-02-05.');
      if (from === '2026-03-02') {
        const waitlist = { from, to: from, offers: NONE, acceptanceRate: null, medianDaysEarlier: null };
        return jsonResponse({ data: { waitlist } });
      }
      const offers = { made: 6, accepted: 2, declined: 1, expired: 1, withdrawn: 1, open: 1 };
      const waitlist = { from: '2026-02-05', to: '2026-03-06', offers, acceptanceRate: 0.4, medianDaysEarlier: 5.5 };
      return jsonResponse({ data: { waitlist } });
    },
  });
}

describe("a clinic's waitlist figures", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the acceptance rate, the median days earlier and how the offers ended', async () => {
    const calls = api();
    render();
    expect(
      await screen.findByText('6 offers made here from Thursday, February 5, 2026 to Friday, March 6, 2026.'),
    ).toHaveRole('status');
    const rate = screen.getByText('Acceptance rate').closest('div')!;
    expect(within(rate).getByText('40%')).toBeVisible();
    expect(rate).toHaveTextContent('2 accepted of 5 offers that ended');
    expect(within(screen.getByText('Median days earlier').closest('div')!).getByText('5.5 days')).toBeVisible();
    const ended = screen.getByRole('region', { name: 'How the offers ended' });
    expect(within(ended).getByText('Ran out unanswered').nextElementSibling).toHaveTextContent('1');
    expect(within(ended).getByText('Still held for the patient').nextElementSibling).toHaveTextContent('1');
    // The days the server chose fill the form.
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-05');
    expect(calls.callsTo('GET', '/staff-api/v1/clinics/CLN001/waitlist')[0]?.url.search).toBe('');
  });

  it('says so when no offer was made on the days asked for', async () => {
    api();
    render('?from=2026-03-02&to=2026-03-02');
    expect(await screen.findByText(/^No waitlist offers were made here on Monday, March 2, 2026\./)).toHaveRole(
      'status',
    );
    expect(screen.queryByText('Acceptance rate')).toBeNull();
  });

  it('checks the days before asking, and shows the server’s reason for days it refuses', async () => {
    api();
    render();
    await screen.findByText('40%');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(await screen.findByRole('link', { name: 'The last day cannot be before the first.' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the figures' }));
    expect(await screen.findByText('Kept 30 days: from 2026-02-05.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'The last day cannot be before the first.' })).toBeNull();
  });
});
