import type { Database } from '#api/db/client.js';
import { staffGrants, staffMembers, staffPasskeys } from '#api/db/schema.js';
import { randomToken } from '#api/modules/security';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE, type StaffGrant, startSession } from '#api/modules/staff';

export interface SignedInStaff {
  staffId: string;
  passkeyId: string;
  sessionId: string;
  csrfToken: string;
  /** Headers of a GET from the console. */
  read: Record<string, string>;
  /** Headers of a state-changing request from the console at `origin`. */
  write: Record<string, string>;
}

/**
 * A staff member with these grants and a live session, written straight to the database as a passkey sign-in
 * would leave them: for tests of what staff may do, not of how they sign in.
 */
export async function signedInStaff(
  db: Database,
  grants: readonly StaffGrant[],
  options: { now: Date; origin: string; email?: string; name?: string },
): Promise<SignedInStaff> {
  const staffId = randomToken();
  const passkeyId = randomToken();
  const at = options.now;
  await db.insert(staffMembers).values({
    id: staffId,
    email: options.email ?? `${staffId.toLowerCase()}@staff.example`,
    name: options.name ?? 'Test Staff',
    createdAt: at,
  });
  if (grants.length > 0) {
    await db
      .insert(staffGrants)
      .values(grants.map((grant) => ({ id: randomToken(), staffId, ...grant, createdAt: at, createdBy: null })));
  }
  await db.insert(staffPasskeys).values({
    id: passkeyId,
    staffId,
    publicKey: randomToken(32),
    counter: 0,
    transports: ['internal'],
    backedUp: false,
    name: 'Test passkey',
    createdAt: at,
  });
  const { sessionId, csrfToken } = await startSession(db, staffId, passkeyId, at);
  const cookie = `${STAFF_SESSION_COOKIE}=${sessionId}`;
  return {
    staffId,
    passkeyId,
    sessionId,
    csrfToken,
    read: { cookie },
    write: { cookie, origin: options.origin, [STAFF_CSRF_HEADER]: csrfToken },
  };
}
