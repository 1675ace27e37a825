import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { type CeremonyOutcome, type FailedCeremony, failCeremony, settled } from './ceremony-outcome.js';
import { findInvite, useInvite } from './invites.repository.js';
import { checkInvite, memberIdFor } from './invites.service.js';
import { findMember, insertGrants, insertMember, memberByEmail } from './members.repository.js';
import { insertPasskey, passkeyExists } from './passkeys.repository.js';
import { relyingPartyOf } from './relying-party.js';
import { appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import {
  challengeSpent,
  emailTaken,
  inviteUsed,
  inviteWithdrawn,
  passkeyRefused,
  passkeyTaken,
} from './staff-errors.js';
import { tokenHash } from './staff-principal.js';
import { startSession } from './staff-session.js';
import { asRegistration, challengeOf, failureOf, type WebAuthnJson } from './webauthn-ceremony.js';
import { consumeChallenge } from './webauthn-challenges.repository.js';

export interface Registration {
  response: WebAuthnJson;
  passkeyName: string;
}

/**
 * Registers the invite's passkey and signs its holder in, in one transaction: the challenge and the invite are
 * used up, the member made with the invite's roles (or, for a renewal, found), the passkey stored, the session
 * started and the trail written. A refusal commits only the spent challenge and its audit row: the invite stays
 * usable until a passkey is actually registered with it.
 */
export async function registerPasskey(
  ctx: StaffContext,
  token: string,
  registration: Registration,
): Promise<{ sessionId: string }> {
  const now = ctx.clock.now();
  const hash = tokenHash(token);
  const rp = relyingPartyOf(ctx.publicUrl);
  const outcome = await ctx.db.transaction(async (tx): Promise<CeremonyOutcome<{ sessionId: string }>> => {
    const fail = (failure: Pick<FailedCeremony, 'reason' | 'error' | 'subjectId'>) =>
      failCeremony(tx, { ...failure, action: 'registration', requestId: ctx.requestId, at: now });
    const checked = checkInvite(await findInvite(tx, hash), now);
    if (!checked.ok) return fail(checked);
    const { invite } = checked;
    const staffId = invite.staffId ?? memberIdFor(hash);

    const challenge = challengeOf(registration.response);
    if (!challenge) return fail({ reason: 'malformed', error: passkeyRefused(), subjectId: staffId });
    const binding = { purpose: 'register', inviteTokenHash: hash } as const;
    if (!(await consumeChallenge(tx, tokenHash(challenge), binding, now))) {
      return fail({ reason: 'challenge', error: challengeSpent(), subjectId: staffId });
    }
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: asRegistration(registration.response),
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch (error) {
      return fail({ reason: failureOf(error), error: passkeyRefused(), subjectId: staffId });
    }
    if (!verified.verified) return fail({ reason: 'verification', error: passkeyRefused(), subjectId: staffId });
    const { credential, credentialBackedUp } = verified.registrationInfo;

    if (invite.staffId) {
      const member = await findMember(tx, invite.staffId);
      if (!member || member.removedAt) {
        return fail({ reason: 'member-removed', error: inviteWithdrawn(), subjectId: staffId });
      }
    } else if (await memberByEmail(tx, invite.email)) {
      return fail({ reason: 'email-taken', error: emailTaken(), subjectId: staffId });
    }
    if (await passkeyExists(tx, credential.id)) {
      return fail({ reason: 'passkey-exists', error: passkeyTaken(), subjectId: staffId });
    }
    // Last of the checks, so that only a registration that goes through uses the invite up.
    if (!(await useInvite(tx, hash, now))) {
      return fail({ reason: 'invite-used', error: inviteUsed(), subjectId: staffId });
    }

    if (!invite.staffId) {
      await insertMember(tx, { id: staffId, email: invite.email, name: invite.name, at: now });
      await insertGrants(tx, staffId, invite.grants, { staffId: invite.createdBy, at: now });
    }
    await insertPasskey(tx, {
      id: credential.id,
      staffId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
      name: registration.passkeyName,
      at: now,
    });
    const session = await startSession(tx, staffId, credential.id, now);
    await appendStaffAudit(tx, {
      at: now,
      staffId,
      role: null,
      authMethod: 'passkey',
      sessionIdHash: tokenHash(session.sessionId),
      action: 'passkey-registered',
      subject: { kind: 'passkey', id: credential.id },
      outcome: 'ok',
      requestId: ctx.requestId,
      detail: invite.staffId ? { renewal: true } : { renewal: false, grants: invite.grants },
    });
    return { ok: true, value: { sessionId: session.sessionId } };
  });
  return settled(outcome);
}
