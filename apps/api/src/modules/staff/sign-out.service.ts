import { appendStaffAudit } from './staff-audit.js';
import type { StaffContext } from './staff-context.js';
import type { StaffPrincipal } from './staff-principal.js';
import { endSession } from './staff-sessions.repository.js';

/** Ends the session at once: its cookie, even if kept somewhere, signs nobody in again. */
export async function signOut(ctx: StaffContext, principal: StaffPrincipal): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await endSession(tx, principal.sessionIdHash, now);
    await appendStaffAudit(tx, {
      at: now,
      staffId: principal.staffId,
      role: null,
      authMethod: 'passkey',
      sessionIdHash: principal.sessionIdHash,
      action: 'sign-out',
      outcome: 'ok',
      requestId: ctx.requestId,
    });
  });
}
