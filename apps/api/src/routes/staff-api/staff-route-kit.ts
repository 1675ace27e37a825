import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Attempt, beginAttempt, clientScopeOf } from '#api/modules/security';
import { CeremonyRefused, principalOf, type StaffContext, type StaffPrincipal, sessionView } from '#api/modules/staff';
import { signedOut } from '#api/plugins/staff-auth.js';
import { neverCached } from '#api/routes/appointment-management/scheduling-request.js';

/** Failed passkey ceremonies one client (an IPv4 address or an IPv6 /64) may make in a window, in every process. */
export const STAFF_CEREMONY_ATTEMPTS = 10;
export const STAFF_CEREMONY_WINDOW_MS = 5 * 60_000;

const token = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not an id.');
/** A credential id, base64url: up to 1023 bytes. */
const passkeyId = z.string().regex(/^[A-Za-z0-9_-]{1,1400}$/, 'Not a passkey id.');
export const TokenParams = z.object({ token });
export const PasskeyParams = z.object({ passkeyId });
export const StaffIdParams = z.object({ staffId: token });
export const PersonPasskeyParams = z.object({ staffId: token, passkeyId });

/**
 * What every staff route shares: never cached, and a refused ceremony logged by its reason code alone, never
 * the email, invite or credential it was for.
 */
export function staffRoutes(app: FastifyInstance): void {
  neverCached(app);
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof CeremonyRefused) request.log.warn({ staffCeremony: error.reason }, 'staff passkey refused');
  });
}

export function staffContext(app: FastifyInstance, request: FastifyRequest): StaffContext {
  const { database, clock, config } = app.deps;
  return { db: database.db, clock, publicUrl: config.PUBLIC_URL, requestId: request.id };
}

/** The member requireStaff signed in. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw signedOut();
  return request.staff;
}

/** Counts a sign-in, registration or verification against its client before anything is checked. */
export function beginCeremony(app: FastifyInstance, request: FastifyRequest): Promise<Attempt> {
  const limit = {
    counter: app.attempts,
    secrets: app.secrets,
    limit: STAFF_CEREMONY_ATTEMPTS,
    windowMs: STAFF_CEREMONY_WINDOW_MS,
  };
  return beginAttempt(limit, [`staff-ceremony:${clientScopeOf(request.ip)}`]);
}

/** The new session's cookie set, and the session as the console reads it. */
export async function signedIn(app: FastifyInstance, reply: FastifyReply, sessionId: string) {
  const { db } = app.deps.database;
  const principal = await principalOf(db, sessionId, app.deps.clock.now());
  if (!principal) throw signedOut();
  app.setStaffCookie(reply, sessionId);
  return { data: await sessionView(db, principal) };
}
