import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Database } from '#api/db/client.js';
import { passkeyForUse, recordPasskeyUse } from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';
import type { CeremonyFailure } from './staff-errors.js';
import { asAuthentication, failureOf, type WebAuthnJson } from './webauthn-ceremony.js';

export type AssertionResult =
  | { ok: true; passkeyId: string; staffId: string }
  | { ok: false; reason: CeremonyFailure; staffId: string | null };

/**
 * Checks an assertion against the stored passkey it names, inside the caller's transaction (the passkey row is
 * locked), and keeps the new counter. A revoked passkey, a removed member, a user not verified, a bad signature or
 * a counter that did not move on all fail. `challenge` must already be spent by the caller.
 */
export async function checkAssertion(
  tx: Database,
  rp: RelyingParty,
  response: WebAuthnJson,
  challenge: string,
  now: Date,
  /** For a fresh verification: the signed-in member, whose passkey it must be. */
  ownerId?: string,
): Promise<AssertionResult> {
  const id = typeof response.id === 'string' ? response.id : '';
  const passkey = id ? await passkeyForUse(tx, id) : null;
  if (!passkey) return { ok: false, reason: 'unknown-passkey', staffId: null };
  const staffId = passkey.staffId;
  if (ownerId !== undefined && staffId !== ownerId) return { ok: false, reason: 'not-own-passkey', staffId };
  if (passkey.removedAt) return { ok: false, reason: 'member-removed', staffId };
  if (passkey.revokedAt) return { ok: false, reason: 'revoked-passkey', staffId };
  const userHandle = (response.response as { userHandle?: unknown } | undefined)?.userHandle;
  if (typeof userHandle === 'string' && userHandle !== Buffer.from(staffId).toString('base64url')) {
    return { ok: false, reason: 'verification', staffId };
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: asAuthentication(response),
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    return { ok: false, reason: failureOf(error), staffId };
  }
  if (!verified.verified) return { ok: false, reason: 'signature', staffId };
  await recordPasskeyUse(tx, passkey.id, verified.authenticationInfo.newCounter, now);
  return { ok: true, passkeyId: passkey.id, staffId };
}
