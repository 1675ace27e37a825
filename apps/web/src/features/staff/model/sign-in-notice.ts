/** Why the sign-in page is shown to someone who was signed in: the notice it opens with. */
export type SignInNotice = 'ended' | 'idle' | 'signed-out';

export const SIGN_IN_NOTICES: Record<SignInNotice, string> = {
  ended: 'Your session ended. Sign in again.',
  idle: 'You were signed out because the console was left unused. Sign in again.',
  'signed-out': 'You have signed out.',
};

/** What the sign-in page is sent with, as router state: its notice and where to go back to once signed in. */
export interface SignInState {
  notice?: SignInNotice;
  from?: string;
}

export function signInStateOf(state: unknown): SignInState {
  if (!state || typeof state !== 'object') return {};
  const { notice, from } = state as Record<string, unknown>;
  return {
    ...(typeof notice === 'string' && notice in SIGN_IN_NOTICES ? { notice: notice as SignInNotice } : {}),
    // Only a path of the console itself: the state could have been put there by any page of the site.
    ...(typeof from === 'string' && /^\/staff(\/|$)/.test(from) ? { from } : {}),
  };
}
