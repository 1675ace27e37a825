import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import type { StaffGrantInput } from '@hs/contracts/staff-roles';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clinics, staffAudit, staffGrants } from '#api/db/schema.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { codeOf, inviteByCommand, STAFF_CONFIG, STAFF_ORIGIN, StaffBrowser, tokenOf } from '#api/test/staff-browser.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RP = { origin: STAFF_ORIGIN, id: 'localhost' };

interface Person {
  id: string;
  browser: StaffBrowser;
  authenticator: SoftwareAuthenticator;
}

describe('managing people', () => {
  const t = useTestApp({ config: STAFF_CONFIG });
  /** Clinics a1 and a2 in district A, b1 in district B, from the demo chain. */
  const place = { a1: '', a2: '', b1: '', districtA: '', a1Name: '' };
  let admin: Person;
  let districtManager: Person;
  let frontDesk: Person;
  let elsewhere: Person;
  let floater: Person;
  let counter = 0;

  const clinic = (id: string): StaffGrantInput => ({ role: 'front-desk', scope: 'clinic', scopeId: id });

  async function registered(token: string): Promise<Person> {
    const browser = new StaffBrowser(t);
    const authenticator = new SoftwareAuthenticator(RP);
    const response = await browser.register(token, authenticator);
    expect(response.statusCode, response.body).toBe(200);
    return { id: response.json().data.staff.id, browser, authenticator };
  }

  /** Someone the administrator invites through the console, who then registers their passkey. */
  async function invited(grants: StaffGrantInput[]): Promise<Person> {
    counter += 1;
    const invite = await admin.browser.request('POST', staffPaths.invites, {
      email: `person${counter}@clinic.example`,
      name: `Person ${counter}`,
      grants,
    });
    expect(invite.statusCode, invite.body).toBe(201);
    return registered(tokenOf(invite.json().data.link));
  }

  beforeAll(async () => {
    const rows = await t.database.db
      .select({ id: clinics.providerId, district: clinics.divisionNumber, name: clinics.vanityName })
      .from(clinics)
      .orderBy(asc(clinics.divisionNumber), asc(clinics.providerId));
    const [first] = rows;
    const sameDistrict = rows.filter((row) => row.district === first?.district);
    const other = rows.find((row) => row.district !== first?.district);
    if (!first || sameDistrict.length < 2 || !other) throw new Error('The demo chain needs two districts');
    Object.assign(place, {
      a1: first.id,
      a2: sameDistrict[1]?.id,
      b1: other.id,
      districtA: first.district,
      a1Name: first.name,
    });
    admin = await registered(await inviteByCommand(t));
    districtManager = await invited([{ role: 'user-manager', scope: 'district', scopeId: place.districtA }]);
    frontDesk = await invited([clinic(place.a1)]);
    elsewhere = await invited([clinic(place.b1)]);
    floater = await invited([clinic(place.a2), clinic(place.b1)]);
  });

  const people = async (who: Person) => (await who.browser.get(staffPaths.people)).json().data.people;
  const ids = (list: { id: string }[]) => list.map((p) => p.id).sort();

  it('lists everyone for an administrator, and for a user manager only those in their scope', async () => {
    const all = await people(admin);
    expect(ids(all)).toEqual(ids([admin, districtManager, frontDesk, elsewhere, floater]));
    const desk = all.find((p: { id: string }) => p.id === frontDesk.id);
    expect(desk).toEqual({
      id: frontDesk.id,
      name: expect.stringMatching(/^Person \d+$/),
      email: expect.stringMatching(/@clinic\.example$/),
      removed: false,
      grants: [{ role: 'front-desk', scope: 'clinic', scopeId: place.a1, scopeName: place.a1Name }],
      passkeys: [{ id: frontDesk.authenticator.id, name: 'Laptop', revoked: false }],
    });

    const mine = await people(districtManager);
    expect(ids(mine)).toEqual(ids([districtManager, frontDesk, floater]));
    const seen = mine.find((p: { id: string }) => p.id === floater.id);
    expect(seen.grants).toEqual([expect.objectContaining({ scopeId: place.a2 })]);
    expect(mine.find((p: { id: string }) => p.id === districtManager.id).grants[0].scopeName).toBe(
      `District ${place.districtA}`,
    );

    const refused = await frontDesk.browser.get(staffPaths.people);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'STAFF_NOT_ALLOWED']);
  });

  it('lets a user manager invite only within their scope, and never an administrator', async () => {
    const invite = (grants: StaffGrantInput[], email = `new${++counter}@clinic.example`) =>
      districtManager.browser.request('POST', staffPaths.invites, { email, name: 'New Person', grants });
    const ok = await invite([
      clinic(place.a1),
      { role: 'clinic-manager', scope: 'district', scopeId: place.districtA },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toEqual({
      link: expect.stringMatching(/^http:\/\/localhost:8080\/staff\/invite\/[\w-]{43}$/),
      expiresAt: new Date(t.clock.now().getTime() + 72 * 60 * 60_000).toISOString(),
    });
    const [trail] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'invite-created'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(trail).toMatchObject({ staffId: districtManager.id, role: 'user-manager', outcome: 'ok' });

    const outside = await invite([clinic(place.a1), clinic(place.b1)]);
    expect([outside.statusCode, codeOf(outside), outside.json().errors[0].field]).toEqual([
      403,
      'STAFF_GRANT_OUT_OF_SCOPE',
      'grants.1',
    ]);
    const adminRole = await invite([{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    expect([adminRole.statusCode, codeOf(adminRole)]).toEqual([403, 'STAFF_GRANT_OUT_OF_SCOPE']);
    const unknown = await invite([clinic('NOPE')]);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, 'STAFF_SCOPE_UNKNOWN']);
    const none = await invite([]);
    expect([none.statusCode, codeOf(none)]).toEqual([400, 'STAFF_GRANTS_REQUIRED']);
    const taken = await invite([clinic(place.a1)], (await people(admin))[0].email.toUpperCase());
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'STAFF_EMAIL_TAKEN']);

    const narrowAdmin = await admin.browser.request('POST', staffPaths.invites, {
      email: 'boss@clinic.example',
      name: 'Boss',
      grants: [{ role: 'chain-admin', scope: 'clinic', scopeId: place.a1 }],
    });
    expect([narrowAdmin.statusCode, codeOf(narrowAdmin)]).toEqual([400, 'STAFF_GRANT_INVALID']);
    // Nor a renewal for someone with roles beyond their scope, which would hand those roles over.
    const renewal = await districtManager.browser.request('POST', staffPaths.invites, {
      email: 'x@clinic.example',
      name: 'X',
      grants: [],
      staffId: floater.id,
    });
    expect([renewal.statusCode, codeOf(renewal)]).toEqual([403, 'STAFF_MEMBER_OUT_OF_SCOPE']);
  });

  it('changes roles only after a fresh verification, within scope, leaving roles beyond it alone', async () => {
    const put = (who: Person, staffId: string, grants: StaffGrantInput[]) =>
      who.browser.request('PUT', staffPath(staffPaths.personGrants, { staffId }), { grants });
    await districtManager.browser.signIn(districtManager.authenticator);
    t.clock.advance(5 * 60_000);
    const stale = await put(districtManager, floater.id, [clinic(place.a1)]);
    expect([stale.statusCode, codeOf(stale)]).toEqual([403, 'STAFF_VERIFY_AGAIN']);

    const verified = await districtManager.browser.verify(districtManager.authenticator);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.verifiedAt).toBe(t.clock.now().toISOString());
    const changed = await put(districtManager, floater.id, [
      { role: 'clinic-manager', scope: 'clinic', scopeId: place.a1 },
    ]);
    expect(changed.statusCode, changed.body).toBe(204);
    const live = await t.database.db
      .select({ role: staffGrants.role, scopeId: staffGrants.scopeId })
      .from(staffGrants)
      .where(and(eq(staffGrants.staffId, floater.id), isNull(staffGrants.revokedAt)));
    expect(live).toEqual(
      expect.arrayContaining([
        { role: 'front-desk', scopeId: place.b1 },
        { role: 'clinic-manager', scopeId: place.a1 },
      ]),
    );
    expect(live).toHaveLength(2);
    const [trail] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'grants-changed'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(trail).toMatchObject({ subjectId: floater.id, role: 'user-manager', outcome: 'ok' });
    expect(trail?.detail).toEqual({
      added: [{ role: 'clinic-manager', scope: 'clinic', scopeId: place.a1 }],
      revoked: [{ role: 'front-desk', scope: 'clinic', scopeId: place.a2 }],
    });

    const self = await put(districtManager, districtManager.id, []);
    expect([self.statusCode, codeOf(self)]).toEqual([403, 'STAFF_NOT_SELF']);
    const unseen = await put(districtManager, elsewhere.id, [clinic(place.a1)]);
    expect([unseen.statusCode, codeOf(unseen)]).toEqual([403, 'STAFF_NOT_ALLOWED']);
    const unknown = await put(districtManager, 'no-such-member', [clinic(place.a1)]);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'STAFF_MEMBER_NOT_FOUND']);
    const promote = await put(districtManager, frontDesk.id, [{ role: 'chain-admin', scope: 'chain', scopeId: null }]);
    expect([promote.statusCode, codeOf(promote)]).toEqual([403, 'STAFF_GRANT_OUT_OF_SCOPE']);
  });

  it('binds a verification to its session and to the member’s own passkey', async () => {
    const options = await districtManager.browser.options(staffPaths.verificationOptions);
    expect(options.allowCredentials).toEqual([
      { id: districtManager.authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    const elsewhereSession = await frontDesk.browser.request('POST', staffPaths.verification, {
      response: frontDesk.authenticator.assert(options),
    });
    expect([elsewhereSession.statusCode, codeOf(elsewhereSession)]).toEqual([401, 'STAFF_CHALLENGE_EXPIRED']);
    const notMine = await districtManager.browser.verify(frontDesk.authenticator);
    expect([notMine.statusCode, codeOf(notMine)]).toEqual([401, 'STAFF_PASSKEY_REFUSED']);
    const [trail] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'verification'))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    expect(trail).toMatchObject({ staffId: districtManager.id, outcome: 'failed', reason: 'not-own-passkey' });
  });

  it('removes people and revokes their passkeys within scope only', async () => {
    const remove = (who: Person, staffId: string) =>
      who.browser.request('POST', staffPath(staffPaths.personRemoval, { staffId }));
    const partly = await remove(districtManager, floater.id);
    expect([partly.statusCode, codeOf(partly)]).toEqual([403, 'STAFF_MEMBER_OUT_OF_SCOPE']);
    const self = await remove(districtManager, districtManager.id);
    expect([self.statusCode, codeOf(self)]).toEqual([403, 'STAFF_NOT_SELF']);

    const revoke = (who: Person, target: Person) =>
      who.browser.request(
        'DELETE',
        staffPath(staffPaths.personPasskey, { staffId: target.id, passkeyId: target.authenticator.id }),
      );
    const unseen = await revoke(districtManager, elsewhere);
    expect([unseen.statusCode, codeOf(unseen)]).toEqual([403, 'STAFF_NOT_ALLOWED']);
    await elsewhere.browser.signIn(elsewhere.authenticator);
    expect((await revoke(admin, elsewhere)).statusCode).toBe(204);
    expect((await elsewhere.browser.get(staffPaths.session)).statusCode).toBe(401);
    expect((await revoke(admin, elsewhere)).statusCode).toBe(404);

    await frontDesk.browser.signIn(frontDesk.authenticator);
    expect((await remove(districtManager, frontDesk.id)).statusCode).toBe(204);
    expect((await frontDesk.browser.get(staffPaths.session)).statusCode).toBe(401);
    const again = await remove(districtManager, frontDesk.id);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'STAFF_MEMBER_REMOVED']);
    expect((await people(admin)).find((p: { id: string }) => p.id === frontDesk.id).removed).toBe(true);
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'member-removed'), eq(staffAudit.subjectId, frontDesk.id)));
    expect(count).toBe(1);
  });
});
