import { type StaffSession, type StaffSessionResponseSchema, staffPaths } from '@hs/contracts/staff-identity';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { rememberSignedIn } from '@/features/staff/model/session-memory';
import type { SignInNotice, SignInState } from '@/features/staff/model/sign-in-notice';
import { staffHrefs } from '@/features/staff/staff-paths';
import { createSessionActivity, type SessionActivity } from './session-activity';
import { createStaffClient, type StaffClient } from './staff-client';
import { staffKeys } from './staff-keys';

interface StaffApi {
  client: StaffClient;
  activity: SessionActivity;
  /**
   * Ends the session in this tab: drops every answer the console kept (patient data among them) and opens the
   * sign-in page with `notice`, coming back here once signed in again.
   */
  endSession(notice: SignInNotice): void;
}

const StaffApiContext = createContext<StaffApi | null>(null);

export function useStaffApi(): StaffApi {
  const api = use(StaffApiContext);
  if (!api) throw new Error('useStaffApi is used outside the staff console.');
  return api;
}

/** The console's client and session handling, for everything under it. */
export function StaffApiProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const [api] = useState<StaffApi>(() => {
    const activity = createSessionActivity();
    const endSession = (notice: SignInNotice) => {
      const { pathname, search } = here.current;
      const signIn = staffHrefs.signIn();
      queryClient.removeQueries({ queryKey: staffKeys.all });
      if (pathname === signIn) return;
      const state: SignInState = { notice, ...(notice === 'signed-out' ? {} : { from: pathname + search }) };
      // Pushed rather than replaced: this is a page change the member sees (and hears: the route focus moves to
      // its heading only after such changes).
      navigate(signIn, { state });
    };
    const client = createStaffClient({
      csrfToken: () => queryClient.getQueryData<StaffSession>(staffKeys.session)?.csrfToken,
      onSignedOut: () => endSession('ended'),
      onAnswered: (sentAt) => activity.answered(sentAt),
    });
    return { client, activity, endSession };
  });
  return <StaffApiContext value={api}>{children}</StaffApiContext>;
}

type SessionResponse = z.infer<typeof StaffSessionResponseSchema>;

/**
 * GET session: who is signed in, what they may do, and the idle rules the warning follows. Its 401 means "not
 * signed in", which the pages handle themselves. Kept until the member signs out or the session ends.
 */
export function sessionQuery({ client, activity }: Pick<StaffApi, 'client' | 'activity'>) {
  return queryOptions({
    queryKey: staffKeys.session,
    queryFn: async ({ signal }) => {
      const answer = await client.getTimed<SessionResponse>(staffPaths.session, { signal, anonymous: true });
      activity.sessionRead(answer.body.data, answer.sentAt, answer.serverNow);
      rememberSignedIn();
      return answer.body.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
