import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '#api/db/schema.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { codeOf, inviteByCommand, STAFF_CONFIG, STAFF_ORIGIN, StaffBrowser, tokenOf } from '#api/test/staff-browser.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RP = { origin: STAFF_ORIGIN, id: 'localhost' };

describe('one’s own passkeys', () => {
  const t = useTestApp({ variant: 'empty', config: STAFF_CONFIG });

  /** A member with two passkeys (the second through a renewal invite), signed in with the second. */
  async function twoPasskeys() {
    const laptop = new SoftwareAuthenticator(RP);
    const browser = new StaffBrowser(t);
    await browser.register(await inviteByCommand(t), laptop, undefined, 'Laptop');
    const staffId = (await browser.get(staffPaths.session)).json().data.staff.id;
    const renewal = await browser.request('POST', staffPaths.invites, {
      email: 'a@b.example',
      name: 'A',
      grants: [],
      staffId,
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    const phone = new SoftwareAuthenticator(RP);
    t.clock.advance(60_000);
    await browser.register(tokenOf(renewal.json().data.link), phone, undefined, 'Phone');
    return { browser, laptop, phone, staffId };
  }

  const passkeyUrl = (passkeyId: string) => staffPath(staffPaths.passkey, { passkeyId });

  it('are listed with the one this session signed in with, and renamed', async () => {
    const { browser, laptop, phone } = await twoPasskeys();
    const listed = await browser.get(staffPaths.passkeys);
    const minuteAgo = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect(listed.json().data.passkeys).toEqual([
      { id: laptop.id, name: 'Laptop', createdAt: minuteAgo, lastUsedAt: null, current: false },
      { id: phone.id, name: 'Phone', createdAt: t.clock.now().toISOString(), lastUsedAt: null, current: true },
    ]);
    const renamed = await browser.request('PATCH', passkeyUrl(laptop.id), { name: '  Office laptop ' });
    expect(renamed.statusCode).toBe(204);
    expect((await browser.get(staffPaths.passkeys)).json().data.passkeys[0].name).toBe('Office laptop');
    const blank = await browser.request('PATCH', passkeyUrl(laptop.id), { name: ' ' });
    expect([blank.statusCode, blank.json().errors[0].field]).toEqual([400, 'name']);

    const stranger = new StaffBrowser(t);
    await stranger.register(await inviteByCommand(t), new SoftwareAuthenticator(RP));
    const notTheirs = await stranger.request('PATCH', passkeyUrl(laptop.id), { name: 'Mine now' });
    expect([notTheirs.statusCode, codeOf(notTheirs)]).toEqual([404, 'STAFF_PASSKEY_NOT_FOUND']);
    const [trail] = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'passkey-renamed'))
      .orderBy(desc(staffAudit.id));
    expect(trail).toMatchObject({ subjectId: laptop.id, outcome: 'ok' });
  });

  it('are revoked, never the last one; revoking the current one ends the session', async () => {
    const { browser, laptop, phone } = await twoPasskeys();
    const other = new StaffBrowser(t);
    expect((await other.signIn(laptop)).statusCode).toBe(200);

    const current = await browser.request('DELETE', passkeyUrl(phone.id));
    expect(current.statusCode).toBe(204);
    expect(current.headers['set-cookie']).toMatch(/^hs_staff=; Max-Age=0/);
    expect((await browser.get(staffPaths.session)).statusCode).toBe(401);

    const last = await other.request('DELETE', passkeyUrl(laptop.id));
    expect([last.statusCode, codeOf(last)]).toEqual([409, 'STAFF_LAST_PASSKEY']);
    expect((await other.get(staffPaths.passkeys)).json().data.passkeys).toEqual([
      expect.objectContaining({ id: laptop.id, current: true, lastUsedAt: t.clock.now().toISOString() }),
    ]);
    const gone = await other.request('DELETE', passkeyUrl(phone.id));
    expect([gone.statusCode, codeOf(gone)]).toEqual([404, 'STAFF_PASSKEY_NOT_FOUND']);
  });
});
