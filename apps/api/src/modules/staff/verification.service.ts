import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { type CeremonyOutcome, failCeremony, settled } from './ceremony-outcome.js';
import { checkAssertion } from './passkey-assertion.js';
import { livePasskeys } from './passkeys.repository.js';
import { CHALLENGE_TTL_MS, relyingPartyOf } from './relying-party.js';
import { appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import { challengeSpent, passkeyRefused } from './staff-errors.js';
import type { StaffPrincipal } from './staff-principal.js';
import { tokenHash } from './staff-principal.js';
import { markVerified } from './staff-sessions.repository.js';
import { challengeOf, type WebAuthnJson } from './webauthn-ceremony.js';
import { consumeChallenge, insertChallenge } from './webauthn-challenges.repository.js';

const bindingOf = (principal: StaffPrincipal) =>
  ({ purpose: 'verify', sessionIdHash: principal.sessionIdHash }) as const;

/** Request options for a fresh verification: one of the member's own passkeys, bound to this session. */
export async function verificationOptions(ctx: StaffContext, principal: StaffPrincipal) {
  const now = ctx.clock.now();
  const passkeys = await livePasskeys(ctx.db, principal.staffId);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.publicUrl).id,
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertChallenge(ctx.db, tokenHash(options.challenge), bindingOf(principal), now, expiresAt);
  return options;
}

/**
 * A fresh user verification inside the session, for bulk cancels, closures and role changes: the challenge must
 * be this session's, the passkey the member's own. Answers the session's new verifiedAt.
 */
export async function verifyPresence(
  ctx: StaffContext,
  principal: StaffPrincipal,
  response: WebAuthnJson,
): Promise<Date> {
  const now = ctx.clock.now();
  const rp = relyingPartyOf(ctx.publicUrl);
  const outcome = await ctx.db.transaction(async (tx): Promise<CeremonyOutcome<null>> => {
    const base = {
      action: 'verification',
      staffId: principal.staffId,
      sessionIdHash: principal.sessionIdHash,
      requestId: ctx.requestId,
      at: now,
    } as const;
    const challenge = challengeOf(response);
    if (!challenge) return failCeremony(tx, { ...base, reason: 'malformed', error: passkeyRefused() });
    if (!(await consumeChallenge(tx, tokenHash(challenge), bindingOf(principal), now))) {
      return failCeremony(tx, { ...base, reason: 'challenge', error: challengeSpent() });
    }
    const checked = await checkAssertion(tx, rp, response, challenge, now, principal.staffId);
    if (!checked.ok) return failCeremony(tx, { ...base, reason: checked.reason, error: passkeyRefused() });
    await markVerified(tx, principal.sessionIdHash, now);
    await appendStaffAudit(tx, {
      at: now,
      staffId: principal.staffId,
      role: null,
      authMethod: 'passkey',
      sessionIdHash: principal.sessionIdHash,
      action: 'verification',
      subject: { kind: 'passkey', id: checked.passkeyId },
      outcome: 'ok',
      requestId: ctx.requestId,
    });
    return { ok: true, value: null };
  });
  settled(outcome);
  return now;
}
