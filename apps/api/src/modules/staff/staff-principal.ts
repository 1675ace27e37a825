import { createHash } from 'node:crypto';
import type { StaffGrant } from './staff-policy.js';

/** The signed-in staff member a request acts for, read from their session on every request. */
export interface StaffPrincipal {
  staffId: string;
  email: string;
  name: string;
  grants: StaffGrant[];
  /** The SHA-256 of the session id (the cookie's value); the database keeps nothing else of it. */
  sessionIdHash: string;
  csrfToken: string;
  /** The last user verification of this session: at sign-in, or a fresh one since. */
  verifiedAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
}

/** The session cookie: HttpOnly, SameSite=Strict, Secure except on http://localhost. */
export const STAFF_SESSION_COOKIE = 'hs_staff';
/** The header every state-changing staff request carries its session's CSRF token in. */
export const STAFF_CSRF_HEADER = 'x-staff-csrf';

export const STAFF_SESSION_IDLE_MS = 15 * 60_000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60_000;
/** Bulk cancels, closures and role changes need a user verification at most this old. */
export const FRESH_VERIFICATION_MS = 5 * 60_000;

/** Session ids, invite tokens and challenges are kept only as their SHA-256: a database leak signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the audit trail records of a session: enough to follow it, useless as a cookie. */
export function sessionTag(sessionIdHash: string): string {
  return sessionIdHash.slice(0, 12);
}
