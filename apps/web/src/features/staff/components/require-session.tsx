import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SessionContext } from '@/features/staff/api/session-context';
import { sessionQuery, useStaffApi } from '@/features/staff/api/staff-api';
import { takeSignedIn } from '@/features/staff/model/session-memory';
import type { SignInState } from '@/features/staff/model/sign-in-notice';
import { staffHrefs } from '@/features/staff/staff-paths';
import { isApiRequestError } from '@/lib/api/api-client';
import { IdleWarning } from './idle-warning';
import { SignedInHeader } from './signed-in-header';
import { StaffFrame } from './staff-frame';

/** To the sign-in page, coming back here once signed in; says the session ended if this tab had one. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  const [state] = useState<SignInState>(() => ({
    ...(takeSignedIn() ? { notice: 'ended' as const } : {}),
    from: pathname + search,
  }));
  return <Navigate to={staffHrefs.signIn()} replace state={state} />;
}

/** The signed-in pages: shown with the member's session, or the sign-in page instead. */
export function RequireSession() {
  const api = useStaffApi();
  const session = useQuery(sessionQuery(api));
  if (session.isPending) {
    return (
      <StaffFrame>
        <Spinner label="Checking your session" />
      </StaffFrame>
    );
  }
  if (session.isError) {
    if (isApiRequestError(session.error) && session.error.status === 401) return <SignInFirst />;
    return (
      <StaffFrame>
        <Alert
          name={null}
          variant="error"
          title="The staff console could not be reached."
          actions={<Button onClick={() => session.refetch()}>Try again</Button>}
        >
          Check your connection and try again.
        </Alert>
      </StaffFrame>
    );
  }
  return (
    <SessionContext value={session.data}>
      <StaffFrame header={<SignedInHeader />}>
        <Outlet />
      </StaffFrame>
      <IdleWarning />
    </SessionContext>
  );
}
