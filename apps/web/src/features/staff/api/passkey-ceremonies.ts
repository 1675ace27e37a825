import { staffPath, staffPaths, type WebAuthnOptionsResponseSchema } from '@hs/contracts/staff-identity';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { z } from 'zod';
import { isApiRequestError } from '@/lib/api/api-client';
import type { StaffClient } from './staff-client';

type OptionsResponse = z.infer<typeof WebAuthnOptionsResponseSchema>;

/**
 * The passkey ceremonies, each in two steps against the server: options for a challenge it keeps (used once,
 * for five minutes), then the browser's signed answer. The server checks origin, RP ID, user verification and
 * the signature counter; the browser only carries the options to the authenticator and back.
 */

/** Signs in with a discoverable passkey: the authenticator offers the member's own, no name is typed. */
export async function signInWithPasskey(client: StaffClient): Promise<void> {
  const { data } = await client.send<OptionsResponse>('POST', staffPaths.signInOptions, {}, { anonymous: true });
  const response = await startAuthentication({
    optionsJSON: data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await client.send('POST', staffPaths.signIn, { response }, { anonymous: true });
}

/** Creates the invite's passkey, which uses the invite and signs its member in. */
export async function registerPasskey(client: StaffClient, token: string, passkeyName: string): Promise<void> {
  const { data } = await client.send<OptionsResponse>(
    'POST',
    staffPath(staffPaths.registrationOptions, { token }),
    {},
    { anonymous: true },
  );
  const response = await startRegistration({
    optionsJSON: data.options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  await client.send(
    'POST',
    staffPath(staffPaths.registration, { token }),
    { response, passkeyName },
    { anonymous: true },
  );
}

/** A fresh user verification inside the session, which role changes and closures need (at most 5 minutes old). */
async function verifyAgain(client: StaffClient): Promise<void> {
  const { data } = await client.send<OptionsResponse>('POST', staffPaths.verificationOptions, {});
  const response = await startAuthentication({
    optionsJSON: data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await client.send('POST', staffPaths.verification, { response });
}

/** The server's answer to a change that needs a fresh user verification first. */
export const needsVerification = (error: unknown) =>
  isApiRequestError(error) && error.status === 403 && error.errors.some((e) => e.code === 'STAFF_VERIFY_AGAIN');

/** Runs `change`; when the server asks for a fresh verification first, runs the ceremony and the change once more. */
export async function withFreshVerification<T>(client: StaffClient, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!needsVerification(error)) throw error;
    await verifyAgain(client);
    return change();
  }
}
