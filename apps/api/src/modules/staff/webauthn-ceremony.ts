import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { CeremonyFailure } from './staff-errors.js';

/** What the browser sends back, as the contracts pass it: checked by @simplewebauthn, not by our schemas. */
export type WebAuthnJson = Record<string, unknown>;

/** The challenge a response answers, read from its client data; null when the response is not one at all. */
export function challengeOf(response: WebAuthnJson): string | null {
  const inner = response.response as { clientDataJSON?: unknown } | undefined;
  if (typeof inner?.clientDataJSON !== 'string') return null;
  try {
    const { challenge } = decodeClientDataJSON(inner.clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

export const asRegistration = (response: WebAuthnJson) => response as unknown as RegistrationResponseJSON;
export const asAuthentication = (response: WebAuthnJson) => response as unknown as AuthenticationResponseJSON;

/** The code a verification error stands for; the library's own message may name the challenge or origin. */
export function failureOf(error: unknown): CeremonyFailure {
  const message = error instanceof Error ? error.message : '';
  if (/^User verification (was )?required/.test(message)) return 'user-verification';
  if (/counter value/i.test(message)) return 'counter';
  if (/response origin/.test(message)) return 'origin';
  return 'verification';
}
