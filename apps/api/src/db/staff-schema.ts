import { GRANT_SCOPES, STAFF_ROLES } from '@hs/contracts/staff-roles';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type { GrantScope, StaffRole } from '@hs/contracts/staff-roles';

/** A member of the chain's staff. No password: they sign in with their passkeys only. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; the name the passkey is registered under. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the member is removed: every session and passkey stops working at their next request. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_members_email_idx').on(t.email)],
);

/** A role at a clinic, a district or the chain. Revoked grants stay, for the audit trail's sake. */
export const staffGrants = pgTable(
  'staff_grants',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    scope: text('scope', { enum: GRANT_SCOPES }).notNull(),
    /** The clinic's provider id or the district's division number; null for the chain. */
    scopeId: text('scope_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_grants_staff_idx').on(t.staffId),
    check('staff_grants_scope_id', sql`(${t.scope} = 'chain') = (${t.scopeId} is null)`),
  ],
);

/** A WebAuthn credential. The counter is kept so a cloned authenticator shows itself. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * A single-use invitation to register a passkey: for a new member (with the grants they will hold) or, to
 * replace a lost passkey, for an existing one. Only the token's SHA-256 is stored; the link carries the token.
 */
export const staffInvites = pgTable('staff_invites', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** For a new member: `[{ role, scope, scopeId }]`, granted when the invite is used. */
  grants: jsonb('grants').notNull(),
  /** Set for a re-enrolment: the passkey is added to this member. */
  staffId: text('staff_id').references(() => staffMembers.id),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** WebAuthn challenges: issued by the server, used at most once, and only before they expire. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'verify'] }).notNull(),
  inviteTokenHash: text('invite_token_hash'),
  /** For a fresh verification inside a session: whose it is. */
  sessionIdHash: text('session_id_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A signed-in session. The cookie holds the id; only its SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    passkeyId: text('passkey_id').notNull(),
    /** Sent back in a header with every state-changing request (double submit, bound to the session). */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, 12 hours after sign-in. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last user verification: at sign-in, and again for bulk cancels, closures and role changes. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * What staff did and read: every read of patient data and every change, in the transaction of the change.
 * Append-only in the database itself (migration 0015): updates, deletes and truncation raise an error.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for a sign-in that failed before anyone was known. */
    staffId: text('staff_id'),
    /** The role the action was allowed under, or null when it was denied or needed none. */
    role: text('role'),
    authMethod: text('auth_method').notNull(),
    /** A short prefix of the session id's hash: enough to follow one session, useless as a cookie. */
    session: text('session'),
    action: text('action').notNull(),
    subjectKind: text('subject_kind'),
    subjectId: text('subject_id'),
    /** The clinic's provider id, when the action concerns one. */
    clinicId: text('clinic_id'),
    outcome: text('outcome', { enum: ['ok', 'denied', 'failed'] }).notNull(),
    reason: text('reason'),
    requestId: text('request_id'),
    /** Facts of the action (codes, instants, counts); patient data never goes here. */
    detail: jsonb('detail'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_subject_idx').on(t.subjectId),
  ],
);
