import { randomBytes } from 'node:crypto';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, staffPasskeys } from '#api/db/schema.js';
import { STAFF_CEREMONY_ATTEMPTS } from '#api/routes/staff-api/staff-route-kit.js';
import { createTestApp } from '#api/test/app.js';
import { type Gesture, SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { codeOf, inviteByCommand, STAFF_CONFIG, STAFF_ORIGIN, StaffBrowser } from '#api/test/staff-browser.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RP = { origin: STAFF_ORIGIN, id: 'localhost' };
// Fixed, so that a second app over the same database (another process) counts attempts under the same keys.
const ENCRYPTION_KEY = randomBytes(32).toString('base64');
/** Attempts are counted in the database both apps share, or in Redis when the run names one. */
const COUNTERS = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {};

describe('staff sign-in with a passkey', () => {
  const t = useTestApp({ variant: 'empty', config: { ...STAFF_CONFIG, ...COUNTERS, ENCRYPTION_KEY } });

  /** A member with a registered passkey, signed out again. */
  async function member(email?: string) {
    const authenticator = new SoftwareAuthenticator(RP);
    const browser = new StaffBrowser(t);
    const token = await inviteByCommand(t, { role: 'chain-admin', scope: 'chain', scopeId: null }, { email });
    expect((await browser.register(token, authenticator)).statusCode).toBe(200);
    const staffId: string = (await browser.get(staffPaths.session)).json().data.staff.id;
    await browser.request('POST', staffPaths.signOut);
    return { authenticator, staffId, admin: browser };
  }

  const lastTrail = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.action, action))
        .orderBy(desc(staffAudit.id))
        .limit(1)
    )[0];

  it('offers a discoverable credential, then signs in, keeping the counter and the time of use', async () => {
    const { authenticator, staffId } = await member();
    const browser = new StaffBrowser(t);
    const options = await browser.options(staffPaths.signInOptions);
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [], userVerification: 'required' });
    const signedIn = await browser.request('POST', staffPaths.signIn, { response: authenticator.assert(options) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.staff.id).toBe(staffId);
    expect((await browser.get(staffPaths.session)).statusCode).toBe(200);
    const [passkey] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, authenticator.id));
    expect(passkey).toMatchObject({ counter: 2, lastUsedAt: t.clock.now() });
    expect(await lastTrail('sign-in')).toMatchObject({ staffId, outcome: 'ok', authMethod: 'passkey' });
  });

  it('signs out: the session ends and its cookie, replayed, is refused', async () => {
    const { authenticator } = await member();
    const browser = new StaffBrowser(t);
    await browser.signIn(authenticator);
    const stolen = browser.cookie;
    const out = await browser.request('POST', staffPaths.signOut);
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^hs_staff=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    const thief = new StaffBrowser(t);
    thief.cookie = stolen;
    const replayed = await thief.get(staffPaths.session);
    expect([replayed.statusCode, codeOf(replayed)]).toEqual([401, 'STAFF_SIGNED_OUT']);
  });

  it('refuses a forged cross-site request: another origin, or no CSRF token', async () => {
    const { authenticator } = await member();
    const browser = new StaffBrowser(t);
    await browser.signIn(authenticator);
    const crossSite = await browser.request('POST', staffPaths.signOut, undefined, { origin: 'https://evil.example' });
    expect([crossSite.statusCode, codeOf(crossSite)]).toEqual([403, 'STAFF_FORBIDDEN']);
    const csrf = browser.csrfToken;
    browser.csrfToken = undefined;
    const noToken = await browser.request('POST', staffPaths.signOut);
    expect([noToken.statusCode, codeOf(noToken)]).toEqual([403, 'STAFF_FORBIDDEN']);
    browser.csrfToken = csrf;
    expect((await browser.get(staffPaths.session)).statusCode).toBe(200);
    const signInElsewhere = await browser.request('POST', staffPaths.signInOptions, undefined, {
      origin: 'https://evil.example',
    });
    expect(signInElsewhere.statusCode).toBe(403);
  });

  it.each<[string, Gesture, string]>([
    ['user verification missing', { userVerified: false }, 'user-verification'],
    ['a bogus signature', { forgeSignature: true }, 'signature'],
    ['the counter going backwards', { counter: 1 }, 'counter'],
    ['another origin', { origin: 'https://staff.evil.example' }, 'origin'],
  ])('refuses %s, and audits why', async (_case, gesture, reason) => {
    const { authenticator, staffId } = await member();
    const browser = new StaffBrowser(t);
    const refused = await browser.signIn(authenticator, gesture);
    expect([refused.statusCode, codeOf(refused)]).toEqual([401, 'STAFF_PASSKEY_REFUSED']);
    expect(browser.cookie).toBeUndefined();
    expect(await lastTrail('sign-in')).toMatchObject({ staffId: null, subjectId: staffId, outcome: 'failed', reason });
  });

  it('refuses a replayed challenge, and one answered after 5 minutes', async () => {
    const { authenticator } = await member();
    const browser = new StaffBrowser(t);
    const options = await browser.options(staffPaths.signInOptions);
    const assertion = authenticator.assert(options);
    expect((await browser.request('POST', staffPaths.signIn, { response: assertion })).statusCode).toBe(200);
    const replay = await new StaffBrowser(t).request('POST', staffPaths.signIn, { response: assertion });
    expect([replay.statusCode, codeOf(replay)]).toEqual([401, 'STAFF_CHALLENGE_EXPIRED']);
    // A fresh answer to the spent challenge is refused too.
    const again = await new StaffBrowser(t).request('POST', staffPaths.signIn, {
      response: authenticator.assert(options),
    });
    expect(codeOf(again)).toBe('STAFF_CHALLENGE_EXPIRED');

    const slow = new StaffBrowser(t);
    const late = await slow.options(staffPaths.signInOptions);
    t.clock.advance(5 * 60_000);
    const expired = await slow.request('POST', staffPaths.signIn, { response: authenticator.assert(late) });
    expect([expired.statusCode, codeOf(expired)]).toEqual([401, 'STAFF_CHALLENGE_EXPIRED']);
    expect(await lastTrail('sign-in')).toMatchObject({ outcome: 'failed', reason: 'challenge' });
  });

  it('refuses a revoked passkey, and ends the sessions it began', async () => {
    const { authenticator, staffId } = await member();
    const browser = new StaffBrowser(t);
    await browser.signIn(authenticator);
    const spare = new SoftwareAuthenticator(RP);
    await t.database.db.insert(staffPasskeys).values({
      id: spare.id,
      staffId,
      publicKey: 'unused',
      counter: 0,
      transports: [],
      backedUp: false,
      name: 'Spare',
      createdAt: t.clock.now(),
    });
    const other = new StaffBrowser(t);
    await other.signIn(authenticator);
    const revoked = await other.request('DELETE', staffPath(staffPaths.passkey, { passkeyId: authenticator.id }));
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await browser.get(staffPaths.session)).statusCode).toBe(401);
    const refused = await new StaffBrowser(t).signIn(authenticator);
    expect([refused.statusCode, codeOf(refused)]).toEqual([401, 'STAFF_PASSKEY_REFUSED']);
    expect(await lastTrail('sign-in')).toMatchObject({ outcome: 'failed', reason: 'revoked-passkey' });
  });

  it('ends a removed member’s session at their next request, and refuses their passkey', async () => {
    const admin = await member();
    await admin.admin.signIn(admin.authenticator);
    const { authenticator, staffId } = await member();
    const browser = new StaffBrowser(t);
    await browser.signIn(authenticator);
    expect((await browser.get(staffPaths.session)).statusCode).toBe(200);
    const removal = await admin.admin.request('POST', staffPath(staffPaths.personRemoval, { staffId }));
    expect(removal.statusCode, removal.body).toBe(204);
    const next = await browser.get(staffPaths.session);
    expect([next.statusCode, codeOf(next)]).toEqual([401, 'STAFF_SIGNED_OUT']);
    const refused = await new StaffBrowser(t).signIn(authenticator);
    expect(refused.statusCode).toBe(401);
    expect(await lastTrail('sign-in')).toMatchObject({ outcome: 'failed', reason: 'member-removed' });
  });

  it('limits failed attempts per client across processes (429), and logs reason codes only', async () => {
    const second = await createTestApp({
      database: t.database,
      config: { ...STAFF_CONFIG, ...COUNTERS, ENCRYPTION_KEY },
    });
    try {
      const email = 'rate.limited@clinic.example';
      const { authenticator } = await member(email);
      const here = new StaffBrowser(t);
      const there = new StaffBrowser(second, { remoteAddress: here.remoteAddress });
      // A right answer does not count against the client.
      expect((await here.signIn(authenticator)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= STAFF_CEREMONY_ATTEMPTS; attempt++) {
        const failed = await (attempt % 2 ? here : there).signIn(authenticator, { forgeSignature: true });
        expect(failed.statusCode).toBe(401);
      }
      const blocked = await there.signIn(authenticator);
      expect([blocked.statusCode, codeOf(blocked)]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await here.signIn(authenticator)).statusCode).toBe(429);
      // Another client is not held back.
      expect((await new StaffBrowser(t).signIn(authenticator)).statusCode).toBe(200);

      const logs = [...t.logs(), ...second.logs()];
      const refusals = logs.filter((line) => line.includes('staff passkey refused'));
      expect(refusals.length).toBeGreaterThanOrEqual(STAFF_CEREMONY_ATTEMPTS);
      expect(JSON.parse(refusals.at(-1)!)).toMatchObject({ staffCeremony: 'signature', level: 40 });
      expect(logs.filter((line) => line.includes(email) || line.includes(authenticator.id))).toEqual([]);
      const failures = await t.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'sign-in'), eq(staffAudit.reason, 'signature')));
      expect(failures.length).toBeGreaterThanOrEqual(STAFF_CEREMONY_ATTEMPTS);
    } finally {
      await second.close();
    }
  });
});
