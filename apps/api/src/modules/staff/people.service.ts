import type { InviteRequestSchema } from '@hs/contracts/staff-identity';
import type { z } from 'zod';
import type { Database } from '#api/db/client.js';
import { grantPlaces, namedGrant } from './grant-places.repository.js';
import { checkGrantPlaces, checkMayGrant, distinctGrants, sameGrant } from './grant-rules.js';
import { issueInvite } from './invites.service.js';
import {
  allMembers,
  findMember,
  type GrantRow,
  insertGrants,
  liveGrants,
  memberByEmail,
  removeMember,
  revokeGrants,
} from './members.repository.js';
import { revokePasskey } from './passkeys.repository.js';
import { revokeOwnPasskey } from './passkeys.service.js';
import { managesWhole, managingGrants, mayGrant, seesMember, visibleGrants } from './people-scope.js';
import { appendStaffAudit, type StaffAuditEntry } from './staff-audit.js';
import { notAllowed } from './staff-authorization.js';
import type { StaffActor, StaffContext } from './staff-context.js';
import {
  emailTaken,
  grantsRequired,
  memberNotFound,
  memberOutOfScope,
  memberRemoved,
  notSelf,
  passkeyNotFound,
  renewalWithGrants,
  verifyAgain,
} from './staff-errors.js';
import { mayEver, type StaffGrant } from './staff-policy.js';
import { FRESH_VERIFICATION_MS, type StaffPrincipal } from './staff-principal.js';

/**
 * People are managed by chain administrators and user managers, each within their grant's scope; the role the
 * trail records is the broader one they hold. Deny by default, before anything is read.
 */
export function managerOf(principal: StaffPrincipal): StaffActor {
  if (!mayEver(principal.grants, 'manage-people')) throw notAllowed();
  const role = managingGrants(principal.grants).some((g) => g.role === 'chain-admin') ? 'chain-admin' : 'user-manager';
  return { principal, role };
}

/** An audit row of a manager's change. */
function managerAudit(
  ctx: StaffContext,
  actor: StaffActor,
  at: Date,
  entry: Pick<StaffAuditEntry, 'action' | 'subject' | 'detail'>,
): StaffAuditEntry {
  return {
    at,
    staffId: actor.principal.staffId,
    role: actor.role,
    authMethod: 'passkey',
    sessionIdHash: actor.principal.sessionIdHash,
    outcome: 'ok',
    requestId: ctx.requestId,
    ...entry,
  };
}

export async function listPeople(db: Database, actor: StaffActor) {
  const mine = actor.principal.grants;
  const { members, passkeys } = await allMembers(db);
  const grants = await liveGrants(
    db,
    members.map((m) => m.id),
  );
  const places = await grantPlaces(db, grants);
  return members.flatMap((member) => {
    const own = grants.filter((g) => g.staffId === member.id);
    if (!seesMember(mine, own, places)) return [];
    return [
      {
        id: member.id,
        name: member.name,
        email: member.email,
        removed: member.removedAt !== null,
        grants: visibleGrants(mine, own, places).map((grant) => namedGrant(grant, places)),
        passkeys: passkeys
          .filter((p) => p.staffId === member.id)
          .map((p) => ({ id: p.id, name: p.name, revoked: p.revokedAt !== null })),
      },
    ];
  });
}

/**
 * A member the manager sees, locked for the change, with their live grants: 404 for an unknown id, 403 for a
 * member outside the manager's scope (as every unauthorised staff request is answered).
 */
async function managedMember(tx: Database, actor: StaffActor, staffId: string, more: readonly StaffGrant[] = []) {
  const member = await findMember(tx, staffId, { lock: true });
  if (!member) throw memberNotFound();
  const grants: GrantRow[] = await liveGrants(tx, [staffId]);
  const places = await grantPlaces(tx, [...grants, ...more]);
  if (!seesMember(actor.principal.grants, grants, places)) throw notAllowed();
  return { member, grants, places };
}

type InviteRequest = z.infer<typeof InviteRequestSchema>;

/** A new member with the roles given, or (with staffId) a new passkey for a member whose own was lost. */
export async function invitePerson(ctx: StaffContext, actor: StaffActor, request: InviteRequest) {
  const now = ctx.clock.now();
  const issuer = {
    staffId: actor.principal.staffId,
    role: actor.role,
    authMethod: 'passkey',
    sessionIdHash: actor.principal.sessionIdHash,
  } as const;
  return ctx.db.transaction(async (tx) => {
    if (request.staffId) {
      if (request.grants.length > 0) {
        throw renewalWithGrants();
      }
      const { member, grants, places } = await managedMember(tx, actor, request.staffId);
      if (member.removedAt) throw memberRemoved();
      if (!managesWhole(actor.principal.grants, grants, places)) throw memberOutOfScope();
      const draft = { email: member.email, name: member.name, grants: [], staffId: member.id };
      return issueInvite(tx, ctx, draft, issuer, now);
    }
    const grants = distinctGrants(request.grants);
    if (grants.length === 0) {
      throw grantsRequired();
    }
    const places = await grantPlaces(tx, grants);
    checkGrantPlaces(grants, places);
    checkMayGrant(actor.principal.grants, grants, places);
    const email = request.email.toLowerCase();
    if (await memberByEmail(tx, email)) throw emailTaken();
    return issueInvite(tx, ctx, { email, name: request.name, grants, staffId: null }, issuer, now);
  });
}

/**
 * Replaces the roles a manager may give a member with `requested`; roles outside the manager's scope stay as
 * they are. Needs a user verification under FRESH_VERIFICATION_MS old.
 */
export async function replaceGrants(
  ctx: StaffContext,
  actor: StaffActor,
  staffId: string,
  requested: readonly StaffGrant[],
): Promise<void> {
  const now = ctx.clock.now();
  if (staffId === actor.principal.staffId) throw notSelf();
  await ctx.db.transaction(async (tx) => {
    const wanted = distinctGrants(requested);
    const { member, grants, places } = await managedMember(tx, actor, staffId, wanted);
    if (member.removedAt) throw memberRemoved();
    checkGrantPlaces(wanted, places);
    checkMayGrant(actor.principal.grants, wanted, places);
    if (now.getTime() - actor.principal.verifiedAt.getTime() >= FRESH_VERIFICATION_MS) throw verifyAgain();
    const mine = grants.filter((grant) => mayGrant(actor.principal.grants, grant, places));
    const revoked = mine.filter((grant) => !wanted.some((w) => sameGrant(w, grant)));
    const added = wanted.filter((w) => !grants.some((grant) => sameGrant(w, grant)));
    const revokedIds = revoked.map((grant) => grant.id);
    await revokeGrants(tx, revokedIds, now);
    await insertGrants(tx, staffId, added, { staffId: actor.principal.staffId, at: now });
    const plain = ({ role, scope, scopeId }: StaffGrant) => ({ role, scope, scopeId });
    await appendStaffAudit(
      tx,
      managerAudit(ctx, actor, now, {
        action: 'grants-changed',
        subject: { kind: 'staff', id: staffId },
        detail: { added: added.map(plain), revoked: revoked.map(plain) },
      }),
    );
  });
}

/** Removes a member: every session of theirs ends, and neither their passkeys nor their invites work again. */
export async function removePerson(ctx: StaffContext, actor: StaffActor, staffId: string): Promise<void> {
  const now = ctx.clock.now();
  if (staffId === actor.principal.staffId) throw notSelf();
  await ctx.db.transaction(async (tx) => {
    const { member, grants, places } = await managedMember(tx, actor, staffId);
    if (!managesWhole(actor.principal.grants, grants, places)) throw memberOutOfScope();
    if (member.removedAt || !(await removeMember(tx, staffId, now))) throw memberRemoved();
    await appendStaffAudit(
      tx,
      managerAudit(ctx, actor, now, { action: 'member-removed', subject: { kind: 'staff', id: staffId } }),
    );
  });
}

/** A manager revokes someone's passkey (a lost or stolen device); one's own goes by the rules for one's own. */
export async function revokeMemberPasskey(
  ctx: StaffContext,
  actor: StaffActor,
  staffId: string,
  passkeyId: string,
): Promise<{ sessionEnded: boolean }> {
  if (staffId === actor.principal.staffId) return revokeOwnPasskey(ctx, actor.principal, passkeyId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { grants, places } = await managedMember(tx, actor, staffId);
    if (!managesWhole(actor.principal.grants, grants, places)) throw memberOutOfScope();
    if (!(await revokePasskey(tx, staffId, passkeyId, now))) throw passkeyNotFound();
    await appendStaffAudit(
      tx,
      managerAudit(ctx, actor, now, {
        action: 'passkey-revoked',
        subject: { kind: 'passkey', id: passkeyId },
        detail: { staffId },
      }),
    );
  });
  return { sessionEnded: false };
}
