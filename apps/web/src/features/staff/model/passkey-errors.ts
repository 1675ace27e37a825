import { isApiRequestError } from '@/lib/api/api-client';

/** What went wrong in a passkey ceremony, as the member can act on it. */
export type PasskeyProblem =
  | { kind: 'unsupported' }
  | { kind: 'not-completed' }
  | { kind: 'already-registered' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * The browser reports a cancelled prompt, a timeout and the lack of any passkey for the site alike (a
 * NotAllowedError, on purpose: a site may not learn which passkeys a device holds), so they share one message.
 */
export function passkeyProblemOf(error: unknown): PasskeyProblem {
  if (isApiRequestError(error)) {
    if (error.status === 0) return { kind: 'offline' };
    if (error.status === 429) return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
    if (error.status >= 400 && error.status < 500) return { kind: 'refused', message: error.message };
    return { kind: 'failed' };
  }
  const name = (error as { name?: unknown; cause?: { name?: unknown } } | null)?.name;
  const causeName = (error as { cause?: { name?: unknown } } | null)?.cause?.name;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return { kind: 'already-registered' };
  }
  if (name === 'NotAllowedError' || causeName === 'NotAllowedError' || name === 'AbortError') {
    return { kind: 'not-completed' };
  }
  if (name === 'NotSupportedError' || causeName === 'NotSupportedError') return { kind: 'unsupported' };
  return { kind: 'failed' };
}

const LOST_PASSKEY = 'If you have lost your passkey, ask your administrator for a new invite.';

function wait(seconds: number | undefined): string {
  if (!seconds) return 'Wait a few minutes and try again.';
  const minutes = Math.ceil(seconds / 60);
  return `Wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

/** The title and advice shown for a problem signing in or confirming it is you. */
export function signInProblemText(problem: PasskeyProblem): { title: string; advice: string } {
  switch (problem.kind) {
    case 'unsupported':
      return {
        title: 'This browser cannot use passkeys.',
        advice: 'Use an up-to-date Chrome, Edge, Safari or Firefox on the device that holds your passkey.',
      };
    case 'not-completed':
      return {
        title: 'Signing in did not finish.',
        advice: `It was cancelled or timed out, or this device has no passkey for the staff console. Try again, or use the phone or security key that holds your passkey. ${LOST_PASSKEY}`,
      };
    case 'already-registered':
      return { title: 'Signing in did not finish.', advice: 'Try again.' };
    case 'rate-limited':
      return { title: 'Too many attempts to sign in.', advice: wait(problem.retryAfterSeconds) };
    case 'refused':
      return {
        title: 'This passkey was not accepted.',
        advice: `${problem.message} A revoked passkey no longer signs in. ${LOST_PASSKEY}`,
      };
    case 'offline':
      return { title: 'The staff console could not be reached.', advice: 'Check your connection and try again.' };
    case 'failed':
      return { title: 'Something went wrong while signing in.', advice: 'Try again in a moment.' };
  }
}

/** The title and advice shown for a problem creating a passkey from an invite. */
export function registrationProblemText(problem: PasskeyProblem): { title: string; advice: string } {
  switch (problem.kind) {
    case 'not-completed':
      return {
        title: 'The passkey was not created.',
        advice: 'It was cancelled or timed out. Try again, and follow the prompts of your device or security key.',
      };
    case 'already-registered':
      return {
        title: 'This device already holds a passkey for the staff console.',
        advice: 'Sign in with it instead, or create this passkey on another device or security key.',
      };
    case 'refused':
      return { title: 'The passkey was not accepted.', advice: problem.message };
    default:
      return signInProblemText(problem);
  }
}
