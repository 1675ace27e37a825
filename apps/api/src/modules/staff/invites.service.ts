import { createHash } from 'node:crypto';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import type { Database } from '#api/db/client.js';
import type { DomainError } from '#api/domain-error.js';
import { randomToken } from '#api/modules/security';
import { findInvite, insertInvite } from './invites.repository.js';
import { livePasskeys } from './passkeys.repository.js';
import { CHALLENGE_TTL_MS, relyingPartyOf } from './relying-party.js';
import { type AuthMethod, appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import { type CeremonyFailure, inviteExpired, inviteUnknown, inviteUsed, inviteWithdrawn } from './staff-errors.js';
import type { StaffGrant } from './staff-policy.js';
import { tokenHash } from './staff-principal.js';
import { insertChallenge } from './webauthn-challenges.repository.js';

/** An invite link works once, for this long (decision 053). */
export const INVITE_TTL_MS = 72 * 60 * 60_000;

/**
 * The id a new member will have, fixed by their invite: the passkey is made for it (its user handle) before the
 * member exists.
 */
export function memberIdFor(inviteTokenHash: string): string {
  return createHash('sha256').update(`staff-member:${inviteTokenHash}`).digest('base64url').slice(0, 22);
}

export interface InviteDraft {
  email: string;
  name: string;
  /** The roles a new member gets; none for a renewal, which keeps the member's own. */
  grants: StaffGrant[];
  /** Set for a renewal: a new passkey for this existing member. */
  staffId: string | null;
}

export interface InviteIssuer {
  staffId: string | null;
  role: string | null;
  authMethod: AuthMethod;
  sessionIdHash: string | null;
}

/** Writes an invite and its audit row in the caller's transaction; the link carries the only copy of the token. */
export async function issueInvite(
  tx: Database,
  ctx: Pick<StaffContext, 'publicUrl' | 'requestId'>,
  draft: InviteDraft,
  issuer: InviteIssuer,
  now: Date,
): Promise<{ link: string; expiresAt: string }> {
  const token = randomToken(32);
  const hash = tokenHash(token);
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await insertInvite(tx, { ...draft, tokenHash: hash, createdBy: issuer.staffId, at: now, expiresAt });
  await appendStaffAudit(tx, {
    at: now,
    staffId: issuer.staffId,
    role: issuer.role,
    authMethod: issuer.authMethod,
    sessionIdHash: issuer.sessionIdHash,
    action: draft.staffId ? 'renewal-invite-created' : 'invite-created',
    subject: { kind: 'staff', id: draft.staffId ?? memberIdFor(hash) },
    outcome: 'ok',
    requestId: ctx.requestId,
    detail: { grants: draft.grants, expiresAt: expiresAt.toISOString() },
  });
  const link = new URL(`/staff/invite/${token}`, ctx.publicUrl).toString();
  return { link, expiresAt: expiresAt.toISOString() };
}

type InviteFound = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

export type InviteCheck =
  | { ok: true; invite: InviteFound }
  | { ok: false; reason: CeremonyFailure; error: DomainError };

/** The invite, if it can be used now; otherwise why not. */
export function checkInvite(invite: InviteFound | null, now: Date): InviteCheck {
  if (!invite) return { ok: false, reason: 'invite-unknown', error: inviteUnknown() };
  if (invite.usedAt) return { ok: false, reason: 'invite-used', error: inviteUsed() };
  if (invite.expiresAt.getTime() <= now.getTime()) {
    return { ok: false, reason: 'invite-expired', error: inviteExpired() };
  }
  if (invite.memberRemovedAt) return { ok: false, reason: 'member-removed', error: inviteWithdrawn() };
  return { ok: true, invite };
}

async function usableInvite(db: Database, token: string, now: Date): Promise<InviteFound> {
  const checked = checkInvite(await findInvite(db, tokenHash(token)), now);
  if (!checked.ok) throw checked.error;
  return checked.invite;
}

export async function inviteInfo(ctx: StaffContext, token: string) {
  const invite = await usableInvite(ctx.db, token, ctx.clock.now());
  return {
    email: invite.email,
    name: invite.name,
    expiresAt: invite.expiresAt.toISOString(),
    renewal: invite.staffId !== null,
  };
}

/** Creation options for the invite's passkey: discoverable, user verification required, one challenge stored. */
export async function registrationOptions(ctx: StaffContext, token: string) {
  const now = ctx.clock.now();
  const invite = await usableInvite(ctx.db, token, now);
  const rp = relyingPartyOf(ctx.publicUrl);
  const existing = invite.staffId ? await livePasskeys(ctx.db, invite.staffId) : [];
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: invite.email,
    userDisplayName: invite.name,
    userID: Buffer.from(invite.staffId ?? memberIdFor(invite.tokenHash)),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const binding = { purpose: 'register', inviteTokenHash: invite.tokenHash } as const;
  await insertChallenge(ctx.db, tokenHash(options.challenge), binding, now, new Date(now.getTime() + CHALLENGE_TTL_MS));
  return options;
}
