import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#api/http-error.js';
import {
  principalOf,
  STAFF_CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_MAX_MS,
  type StaffPrincipal,
} from '#api/modules/staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff` on staff routes; null everywhere else. */
    staff: StaffPrincipal | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const signedOut = () => new HttpError(401, 'STAFF_SIGNED_OUT', 'Sign in to continue.');
const forged = () => new HttpError(403, 'STAFF_FORBIDDEN', 'This request was not made from the staff console.');

function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Staff sessions ride in an HttpOnly cookie, so a state-changing request must also prove it came from our own
 * pages: its Origin is ours and it carries the session's CSRF token in a header no other site can read or set.
 */
export const staffAuthPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('staff', null);
  const origin = new URL(app.deps.config.PUBLIC_URL).origin;
  const secure = !/^http:\/\/localhost(:\d+)?$/.test(origin);

  // Named, so that the route list shows which routes it guards (the staff authorisation test reads it).
  async function requireStaff(request: FastifyRequest) {
    const sessionId = request.cookies[STAFF_SESSION_COOKIE];
    const principal = sessionId ? await principalOf(app.deps.database.db, sessionId, app.deps.clock.now()) : null;
    if (!principal) throw signedOut();
    if (!SAFE_METHODS.has(request.method)) {
      if (request.headers.origin !== origin) throw forged();
      const token = request.headers[STAFF_CSRF_HEADER];
      if (!sameToken(typeof token === 'string' ? token : undefined, principal.csrfToken)) throw forged();
    }
    request.staff = principal;
  }
  app.decorate('requireStaff', requireStaff);

  // Sign-in and registration come before any session; a browser still names the page that sent them.
  app.decorate('requireStaffOrigin', async (request: FastifyRequest) => {
    if (request.headers.origin !== origin) throw forged();
  });

  app.decorate('setStaffCookie', (reply: FastifyReply, sessionId: string) => {
    reply.setCookie(STAFF_SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/',
      maxAge: STAFF_SESSION_MAX_MS / 1000,
    });
  });
  app.decorate('clearStaffCookie', (reply: FastifyReply) => {
    reply.clearCookie(STAFF_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler for every staff route: 401 without a live session, 403 for a forged state change. */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** A preHandler for the sign-in and registration posts: 403 unless sent from our own pages. */
    requireStaffOrigin(request: FastifyRequest): Promise<void>;
    setStaffCookie(reply: FastifyReply, sessionId: string): void;
    clearStaffCookie(reply: FastifyReply): void;
  }
}
