import type { Database } from '#api/db/client.js';
import {
  livePasskeyIdsForUpdate,
  livePasskeys,
  renamePasskey,
  revokePasskey,
  sessionPasskeyId,
} from './passkeys.repository.js';
import { appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import { lastPasskey, passkeyNotFound } from './staff-errors.js';
import type { StaffPrincipal } from './staff-principal.js';
import { endSession } from './staff-sessions.repository.js';

/** The member's live passkeys, marking the one this session signed in with. */
export async function ownPasskeys(db: Database, principal: StaffPrincipal) {
  const [passkeys, current] = await Promise.all([
    livePasskeys(db, principal.staffId),
    sessionPasskeyId(db, principal.sessionIdHash),
  ]);
  return passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    current: passkey.id === current,
  }));
}

const auditOwn = (ctx: StaffContext, principal: StaffPrincipal, action: string, passkeyId: string, at: Date) => ({
  at,
  staffId: principal.staffId,
  role: null,
  authMethod: 'passkey' as const,
  sessionIdHash: principal.sessionIdHash,
  action,
  subject: { kind: 'passkey' as const, id: passkeyId },
  outcome: 'ok' as const,
  requestId: ctx.requestId,
});

export async function renameOwnPasskey(
  ctx: StaffContext,
  principal: StaffPrincipal,
  passkeyId: string,
  name: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await renamePasskey(tx, principal.staffId, passkeyId, name))) throw passkeyNotFound();
    await appendStaffAudit(tx, auditOwn(ctx, principal, 'passkey-renamed', passkeyId, now));
  });
}

/**
 * Revokes one of the member's own passkeys, never their last (they could not sign in again). Revoking the
 * passkey this session signed in with ends the session too; sessions begun with it elsewhere end at their next
 * request.
 */
export async function revokeOwnPasskey(
  ctx: StaffContext,
  principal: StaffPrincipal,
  passkeyId: string,
): Promise<{ sessionEnded: boolean }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const live = await livePasskeyIdsForUpdate(tx, principal.staffId);
    if (!live.includes(passkeyId)) throw passkeyNotFound();
    if (live.length === 1) throw lastPasskey();
    await revokePasskey(tx, principal.staffId, passkeyId, now);
    await appendStaffAudit(tx, auditOwn(ctx, principal, 'passkey-revoked', passkeyId, now));
    const sessionEnded = (await sessionPasskeyId(tx, principal.sessionIdHash)) === passkeyId;
    if (sessionEnded) await endSession(tx, principal.sessionIdHash, now);
    return { sessionEnded };
  });
}
