import { staffPaths } from '@hs/contracts/staff-identity';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffApiProvider, sessionQuery, useStaffApi } from '@/features/staff/api/staff-api';
import { staffKeys } from '@/features/staff/api/staff-keys';
import { signInStateOf } from '@/features/staff/model/sign-in-notice';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { IdleWarning } from './idle-warning';

const MINUTE = 60_000;
const START = new Date('2026-03-02T15:00:00Z');

/** GET session as the server answers it: the idle end 15 minutes from its own clock, which its Date header gives. */
function sessionAnswer() {
  const now = Date.now();
  const data = {
    staff: { id: 's1', name: 'Rosa Delgado', email: 'rosa@clinic.example' },
    grants: [],
    allowed: [],
    csrfToken: 'csrf',
    idleExpiresAt: new Date(now + 15 * MINUTE).toISOString(),
    expiresAt: new Date(now + 12 * 60 * MINUTE).toISOString(),
    verifiedAt: new Date(now).toISOString(),
  };
  return new Response(JSON.stringify({ data }), {
    headers: { 'content-type': 'application/json', date: new Date(now).toUTCString() },
  });
}

function SignedIn() {
  const session = useQuery(sessionQuery(useStaffApi()));
  return session.data ? (
    <>
      <p>Signed in</p>
      <IdleWarning />
    </>
  ) : null;
}

function SignInPage() {
  const { notice } = signInStateOf(useLocation().state);
  return <p>Sign-in page ({notice})</p>;
}

const routes = [
  {
    element: (
      <StaffApiProvider>
        <Outlet />
      </StaffApiProvider>
    ),
    children: [
      { path: '/staff', element: <SignedIn /> },
      { path: '/staff/sign-in', element: <SignInPage /> },
    ],
  },
];

describe('the idle warning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('comes two minutes before the idle end, and staying signed in asks the server again', async () => {
    const api = fakeApi({ [`GET ${staffPaths.session}`]: sessionAnswer });
    renderRoutes(routes, '/staff');
    await screen.findByText('Signed in');

    act(() => vi.advanceTimersByTime(12 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    const end = new Date(START.getTime() + 15 * MINUTE).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(dialog).toHaveTextContent(`signed out at ${end}`);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('GET', staffPaths.session)).toHaveLength(2);
    // The warning now counts from the second answer.
    act(() => vi.advanceTimersByTime(12 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('signs out at the idle end, drops what the console kept, and says why on the sign-in page', async () => {
    fakeApi({ [`GET ${staffPaths.session}`]: sessionAnswer });
    const { queryClient } = renderRoutes(routes, '/staff');
    await screen.findByText('Signed in');
    act(() => vi.advanceTimersByTime(15 * MINUTE));
    expect(await screen.findByText('Sign-in page (idle)')).toBeInTheDocument();
    expect(queryClient.getQueryData(staffKeys.session)).toBeUndefined();
  });
});
