import type { Database } from '#api/db/client.js';
import { randomToken } from '#api/modules/security';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS, type StaffPrincipal, tokenHash } from './staff-principal.js';
import { findSession, insertSession, touchSession } from './staff-sessions.repository.js';

/** How stale a session's last-seen time may get before a request writes it again. */
const TOUCH_AFTER_MS = 60_000;

/**
 * The staff member a session cookie signs in, or null: an unknown, ended, idle (15 minutes) or expired (12
 * hours) session, a removed member or a revoked passkey signs nobody in. A live session's idle time restarts (to the minute).
 */
export async function principalOf(db: Database, sessionId: string, now: Date): Promise<StaffPrincipal | null> {
  const idHash = tokenHash(sessionId);
  const session = await findSession(db, idHash);
  if (!session || session.revoked) return null;
  if (now.getTime() >= session.expiresAt.getTime()) return null;
  if (now.getTime() >= session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS) return null;
  // A write per request would cost every staff call a round trip; a minute's lag shortens no session by more.
  const seenAt = now.getTime() - session.lastSeenAt.getTime() >= TOUCH_AFTER_MS ? now : session.lastSeenAt;
  if (seenAt === now) await touchSession(db, idHash, now);
  return {
    staffId: session.staffId,
    email: session.email,
    name: session.name,
    grants: session.grants,
    sessionIdHash: idHash,
    csrfToken: session.csrfToken,
    verifiedAt: session.verifiedAt,
    idleExpiresAt: new Date(Math.min(seenAt.getTime() + STAFF_SESSION_IDLE_MS, session.expiresAt.getTime())),
    expiresAt: session.expiresAt,
  };
}

/** Starts a session after a verified passkey: the cookie's value (shown once) and the session's CSRF token. */
export async function startSession(
  db: Database,
  staffId: string,
  passkeyId: string,
  now: Date,
): Promise<{ sessionId: string; csrfToken: string }> {
  const sessionId = randomToken(32);
  const csrfToken = randomToken(16);
  await insertSession(db, {
    idHash: tokenHash(sessionId),
    staffId,
    passkeyId,
    csrfToken,
    at: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
  });
  return { sessionId, csrfToken };
}
