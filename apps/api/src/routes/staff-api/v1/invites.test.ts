import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, staffGrants, staffInvites, staffMembers, staffPasskeys } from '#api/db/schema.js';
import { tokenHash } from '#api/modules/staff';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { codeOf, inviteByCommand, STAFF_CONFIG, STAFF_ORIGIN, StaffBrowser } from '#api/test/staff-browser.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RP = { origin: STAFF_ORIGIN, id: 'localhost' };
const HOUR = 60 * 60_000;

describe('a staff invite', () => {
  const t = useTestApp({ variant: 'empty', config: STAFF_CONFIG });

  it('says whom it is for, and registers a passkey that signs its holder in with the invite’s roles', async () => {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const token = await inviteByCommand(t, undefined, { email: 'Ada@Clinic.example', name: 'Ada Admin' });
    const browser = new StaffBrowser(t);
    const info = await browser.get(staffPath(staffPaths.invite, { token }));
    expect(info.json()).toEqual({
      data: { email: 'ada@clinic.example', name: 'Ada Admin', expiresAt: '2026-03-05T15:00:00.000Z', renewal: false },
    });

    const options = await browser.options(staffPath(staffPaths.registrationOptions, { token }));
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'ada@clinic.example', displayName: 'Ada Admin' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: 5 * 60_000,
    });
    const authenticator = new SoftwareAuthenticator(RP);
    const registered = await browser.request('POST', staffPath(staffPaths.registration, { token }), {
      response: authenticator.register(options),
      passkeyName: 'Front desk laptop',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const cookie = registered.headers['set-cookie'];
    expect(cookie).toMatch(/^hs_staff=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);

    const session = await browser.get(staffPaths.session);
    expect(session.statusCode).toBe(200);
    const staffId = session.json().data.staff.id;
    expect(session.json().data).toMatchObject({
      staff: { name: 'Ada Admin', email: 'ada@clinic.example' },
      grants: [{ role: 'chain-admin', scope: 'chain', scopeId: null, scopeName: 'Whole chain' }],
      allowed: expect.arrayContaining(['manage-people', 'read-audit', 'view-schedule']),
      verifiedAt: '2026-03-02T15:00:00.000Z',
      idleExpiresAt: '2026-03-02T15:15:00.000Z',
      expiresAt: '2026-03-03T03:00:00.000Z',
    });

    const [passkey] = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
    expect(passkey).toMatchObject({
      id: authenticator.id,
      counter: 1,
      transports: ['internal'],
      backedUp: false,
      name: 'Front desk laptop',
    });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(staffId);
    const [invite] = await t.database.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.tokenHash, tokenHash(token)));
    expect(invite?.usedAt).toEqual(new Date('2026-03-02T15:00:00Z'));
    const trail = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, authenticator.id));
    expect(trail).toMatchObject([
      { staffId, authMethod: 'passkey', action: 'passkey-registered', outcome: 'ok', session: expect.any(String) },
    ]);
  });

  it('works once: a second registration, or a look at it, is refused', async () => {
    const token = await inviteByCommand(t);
    const first = new StaffBrowser(t);
    // Options taken before the invite is used do not let a second passkey through after it.
    const early = await new StaffBrowser(t).options(staffPath(staffPaths.registrationOptions, { token }));
    expect((await first.register(token, new SoftwareAuthenticator(RP))).statusCode).toBe(200);

    const second = new StaffBrowser(t);
    const again = await second.request('POST', staffPath(staffPaths.registration, { token }), {
      response: new SoftwareAuthenticator(RP).register(early),
      passkeyName: 'Phone',
    });
    expect(again.statusCode).toBe(404);
    expect(codeOf(again)).toBe('STAFF_INVITE_USED');
    expect(second.cookie).toBeUndefined();
    const look = await second.get(staffPath(staffPaths.invite, { token }));
    expect([look.statusCode, codeOf(look)]).toEqual([404, 'STAFF_INVITE_USED']);
    const options = await second.request('POST', staffPath(staffPaths.registrationOptions, { token }));
    expect([options.statusCode, codeOf(options)]).toEqual([404, 'STAFF_INVITE_USED']);
  });

  it('expires after 72 hours', async () => {
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    const token = await inviteByCommand(t);
    const browser = new StaffBrowser(t);
    const options = await browser.options(staffPath(staffPaths.registrationOptions, { token }));
    t.clock.advance(72 * HOUR);
    const late = await browser.request('POST', staffPath(staffPaths.registration, { token }), {
      response: new SoftwareAuthenticator(RP).register(options),
      passkeyName: 'Laptop',
    });
    expect([late.statusCode, codeOf(late)]).toEqual([404, 'STAFF_INVITE_EXPIRED']);
    expect(late.json().errors[0].message).toBe(
      'This invite has expired (invites last 72 hours). Ask your administrator for a new one.',
    );
    const unknown = await browser.get(staffPath(staffPaths.invite, { token: 'x'.repeat(43) }));
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([404, 'STAFF_INVITE_UNKNOWN']);
  });

  it('is not used up by a refused passkey: no user verification, another origin, a replayed challenge', async () => {
    const token = await inviteByCommand(t);
    const browser = new StaffBrowser(t);
    const unverified = await browser.register(token, new SoftwareAuthenticator(RP), { userVerified: false });
    expect([unverified.statusCode, codeOf(unverified)]).toEqual([401, 'STAFF_PASSKEY_REFUSED']);
    const phished = await browser.register(token, new SoftwareAuthenticator(RP), { origin: 'https://evil.example' });
    expect([phished.statusCode, codeOf(phished)]).toEqual([401, 'STAFF_PASSKEY_REFUSED']);

    const options = await browser.options(staffPath(staffPaths.registrationOptions, { token }));
    const authenticator = new SoftwareAuthenticator(RP);
    const body = { response: authenticator.register(options, { userVerified: false }), passkeyName: 'Laptop' };
    expect((await browser.request('POST', staffPath(staffPaths.registration, { token }), body)).statusCode).toBe(401);
    // The same challenge, now with a verified user: spent by the refusal.
    const replay = { response: authenticator.register(options), passkeyName: 'Laptop' };
    const replayed = await browser.request('POST', staffPath(staffPaths.registration, { token }), replay);
    expect([replayed.statusCode, codeOf(replayed)]).toEqual([401, 'STAFF_CHALLENGE_EXPIRED']);

    expect((await browser.register(token, new SoftwareAuthenticator(RP))).statusCode).toBe(200);
    const failed = await t.database.db.select().from(staffAudit).where(eq(staffAudit.outcome, 'failed'));
    expect(failed.map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['registration', 'user-verification'],
        ['registration', 'origin'],
        ['registration', 'challenge'],
      ]),
    );
  });

  it('for a renewal, adds a passkey to the same member, who keeps their roles and old passkeys', async () => {
    const token = await inviteByCommand(t, { role: 'auditor', scope: 'chain', scopeId: null });
    const first = new SoftwareAuthenticator(RP);
    const browser = new StaffBrowser(t);
    await browser.register(token, first);
    const staffId = (await browser.get(staffPaths.session)).json().data.staff.id;

    const admin = new StaffBrowser(t);
    await admin.register(await inviteByCommand(t), new SoftwareAuthenticator(RP));
    const renewal = await admin.request('POST', staffPaths.invites, {
      email: 'ignored@clinic.example',
      name: 'Ignored',
      grants: [],
      staffId,
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    const renewalToken = new URL(renewal.json().data.link).pathname.split('/').pop() ?? '';
    const newDevice = new StaffBrowser(t);
    expect((await newDevice.get(staffPath(staffPaths.invite, { token: renewalToken }))).json().data).toMatchObject({
      renewal: true,
      name: 'Pat Staff',
    });
    const options = await newDevice.options(staffPath(staffPaths.registrationOptions, { token: renewalToken }));
    expect(options.excludeCredentials).toEqual([{ id: first.id, type: 'public-key', transports: ['internal'] }]);
    const second = new SoftwareAuthenticator(RP);
    const registered = await newDevice.request('POST', staffPath(staffPaths.registration, { token: renewalToken }), {
      response: second.register(options),
      passkeyName: 'New phone',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ staff: { id: staffId }, grants: [{ role: 'auditor' }] });
    const passkeys = await t.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
    expect(passkeys.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());
    expect(await t.database.db.select().from(staffGrants).where(eq(staffGrants.staffId, staffId))).toHaveLength(1);
    expect(await t.database.db.select().from(staffMembers).where(eq(staffMembers.id, staffId))).toHaveLength(1);
    // Both passkeys sign in as the same member.
    expect((await new StaffBrowser(t).signIn(first)).json().data.staff.id).toBe(staffId);
    expect((await new StaffBrowser(t).signIn(second)).json().data.staff.id).toBe(staffId);
  });

  it('is only registered from our own pages', async () => {
    const token = await inviteByCommand(t);
    const browser = new StaffBrowser(t);
    const url = staffPath(staffPaths.registrationOptions, { token });
    const forged = await browser.request('POST', url, undefined, { origin: 'https://evil.example' });
    expect([forged.statusCode, codeOf(forged)]).toEqual([403, 'STAFF_FORBIDDEN']);
  });
});
