import { grantPlaces } from './grant-places.repository.js';
import { checkGrantPlaces } from './grant-rules.js';
import { issueInvite } from './invites.service.js';
import { memberByEmail } from './members.repository.js';
import type { StaffContext } from './staff-context.js';
import { emailTaken } from './staff-errors.js';
import type { StaffGrant } from './staff-policy.js';

export interface CommandInvite {
  email: string;
  name: string;
  grant: StaffGrant;
}

/**
 * An invite made by an operator on the server (`npm run staff -- invite`): how the first administrator comes to
 * be. The trail records it as the command's, with nobody signed in.
 */
export async function inviteFromCommand(
  ctx: StaffContext,
  invite: CommandInvite,
): Promise<{ link: string; expiresAt: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    checkGrantPlaces([invite.grant], await grantPlaces(tx, [invite.grant]));
    const email = invite.email.trim().toLowerCase();
    if (await memberByEmail(tx, email)) throw emailTaken();
    const draft = { email, name: invite.name.trim(), grants: [invite.grant], staffId: null };
    const issuer = { staffId: null, role: null, authMethod: 'command', sessionIdHash: null } as const;
    return issueInvite(tx, ctx, draft, issuer, now);
  });
}
