import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { type CeremonyOutcome, failCeremony, settled } from './ceremony-outcome.js';
import { checkAssertion } from './passkey-assertion.js';
import { CHALLENGE_TTL_MS, relyingPartyOf } from './relying-party.js';
import { appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import { challengeSpent, passkeyRefused } from './staff-errors.js';
import { tokenHash } from './staff-principal.js';
import { startSession } from './staff-session.js';
import { challengeOf, type WebAuthnJson } from './webauthn-ceremony.js';
import { consumeChallenge, insertChallenge } from './webauthn-challenges.repository.js';

const SIGN_IN = { purpose: 'sign-in' } as const;

/** Request options for a discoverable credential: the browser offers whichever passkey of ours it holds. */
export async function signInOptions(ctx: StaffContext) {
  const now = ctx.clock.now();
  const rp = relyingPartyOf(ctx.publicUrl);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await insertChallenge(ctx.db, tokenHash(options.challenge), SIGN_IN, now, new Date(now.getTime() + CHALLENGE_TTL_MS));
  return options;
}

/**
 * Signs in with a passkey, in one transaction: the challenge spent, the assertion checked against the stored
 * passkey and its counter kept, a session started and audited. A refusal commits the spent challenge and its
 * audit row only.
 */
export async function signIn(ctx: StaffContext, response: WebAuthnJson): Promise<{ sessionId: string }> {
  const now = ctx.clock.now();
  const rp = relyingPartyOf(ctx.publicUrl);
  const outcome = await ctx.db.transaction(async (tx): Promise<CeremonyOutcome<{ sessionId: string }>> => {
    const base = { action: 'sign-in', requestId: ctx.requestId, at: now } as const;
    const challenge = challengeOf(response);
    if (!challenge) return failCeremony(tx, { ...base, reason: 'malformed', error: passkeyRefused() });
    if (!(await consumeChallenge(tx, tokenHash(challenge), SIGN_IN, now))) {
      return failCeremony(tx, { ...base, reason: 'challenge', error: challengeSpent() });
    }
    const checked = await checkAssertion(tx, rp, response, challenge, now);
    if (!checked.ok) {
      return failCeremony(tx, { ...base, reason: checked.reason, error: passkeyRefused(), subjectId: checked.staffId });
    }
    const session = await startSession(tx, checked.staffId, checked.passkeyId, now);
    await appendStaffAudit(tx, {
      at: now,
      staffId: checked.staffId,
      role: null,
      authMethod: 'passkey',
      sessionIdHash: tokenHash(session.sessionId),
      action: 'sign-in',
      subject: { kind: 'passkey', id: checked.passkeyId },
      outcome: 'ok',
      requestId: ctx.requestId,
    });
    return { ok: true, value: { sessionId: session.sessionId } };
  });
  return settled(outcome);
}
