import type { StaffSession } from '@hs/contracts/staff-identity';
import { createContext, use } from 'react';

/** The signed-in member's session, for the pages RequireSession shows. */
export const SessionContext = createContext<StaffSession | null>(null);

export function useSession(): StaffSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession is used outside a signed-in page.');
  return session;
}
