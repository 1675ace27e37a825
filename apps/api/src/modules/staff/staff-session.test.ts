import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { staffAudit, staffGrants, staffMembers, staffPasskeys } from '#api/db/schema.js';
import { createTestDatabase, TEST_TODAY } from '#api/test/database.js';
import { signedInStaff } from '#api/test/staff-fixtures.js';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS, tokenHash } from './staff-principal.js';
import { principalOf } from './staff-session.js';
import { endSession } from './staff-sessions.repository.js';

const at = (ms: number) => new Date(TEST_TODAY.getTime() + ms);
const ORIGIN = 'http://localhost:8080';
/** Drizzle wraps the database's error; the trigger's message is its cause. */
const appendOnly = { cause: { message: 'staff_audit is append-only' } };

describe('staff sessions', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(async () => database.close());

  it('sign in their member with live grants, and restart the idle time on each request', async () => {
    const staff = await signedInStaff(database.db, [{ role: 'front-desk', scope: 'clinic', scopeId: 'p1' }], {
      now: at(0),
      origin: ORIGIN,
    });
    const first = await principalOf(database.db, staff.sessionId, at(STAFF_SESSION_IDLE_MS - 1000));
    expect(first?.grants).toEqual([{ role: 'front-desk', scope: 'clinic', scopeId: 'p1' }]);
    const later = await principalOf(database.db, staff.sessionId, at(2 * STAFF_SESSION_IDLE_MS - 2000));
    expect(later?.staffId).toBe(staff.staffId);
    await database.db
      .update(staffGrants)
      .set({ revokedAt: at(0) })
      .where(eq(staffGrants.staffId, staff.staffId));
    expect((await principalOf(database.db, staff.sessionId, at(2 * STAFF_SESSION_IDLE_MS)))?.grants).toEqual([]);
  });

  it('end after 15 idle minutes, after 12 hours whatever the activity, and on sign-out', async () => {
    const idle = await signedInStaff(database.db, [], { now: at(0), origin: ORIGIN });
    expect(await principalOf(database.db, idle.sessionId, at(STAFF_SESSION_IDLE_MS))).toBeNull();

    const busy = await signedInStaff(database.db, [], { now: at(0), origin: ORIGIN });
    for (let t = 0; t < STAFF_SESSION_MAX_MS; t += STAFF_SESSION_IDLE_MS / 2) {
      expect(await principalOf(database.db, busy.sessionId, at(t))).not.toBeNull();
    }
    expect(await principalOf(database.db, busy.sessionId, at(STAFF_SESSION_MAX_MS))).toBeNull();

    const leaving = await signedInStaff(database.db, [], { now: at(0), origin: ORIGIN });
    await endSession(database.db, tokenHash(leaving.sessionId), at(1000));
    expect(await principalOf(database.db, leaving.sessionId, at(2000))).toBeNull();
  });

  it('stop signing in a removed member or one whose passkey was revoked, at their next request', async () => {
    const removed = await signedInStaff(database.db, [], { now: at(0), origin: ORIGIN });
    await database.db
      .update(staffMembers)
      .set({ removedAt: at(1) })
      .where(eq(staffMembers.id, removed.staffId));
    expect(await principalOf(database.db, removed.sessionId, at(2))).toBeNull();

    const revoked = await signedInStaff(database.db, [], { now: at(0), origin: ORIGIN });
    await database.db
      .update(staffPasskeys)
      .set({ revokedAt: at(1) })
      .where(eq(staffPasskeys.id, revoked.passkeyId));
    expect(await principalOf(database.db, revoked.sessionId, at(2))).toBeNull();
    expect(await principalOf(database.db, 'not-a-session', at(2))).toBeNull();
  });

  it('keep an audit trail the application cannot rewrite', async () => {
    await database.db.insert(staffAudit).values({ at: at(0), authMethod: 'passkey', action: 'sign-in', outcome: 'ok' });
    await expect(database.db.update(staffAudit).set({ outcome: 'failed' })).rejects.toMatchObject(appendOnly);
    await expect(database.db.delete(staffAudit)).rejects.toMatchObject(appendOnly);
    await expect(database.db.execute(sql`truncate staff_audit`)).rejects.toMatchObject(appendOnly);
    expect(await database.db.select().from(staffAudit)).toHaveLength(1);
  });
});
