import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions } from '#api/db/schema.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { codeOf, inviteByCommand, STAFF_CONFIG, STAFF_ORIGIN, StaffBrowser } from '#api/test/staff-browser.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const RP = { origin: STAFF_ORIGIN, id: 'localhost' };

/** Concurrent requests on a real server's connections: a challenge and an invite are each used once. */
describe('passkey ceremonies racing each other', () => {
  const t = useTestApp({ variant: 'empty', config: STAFF_CONFIG });

  it('let one of several identical sign-ins through', async () => {
    const authenticator = new SoftwareAuthenticator(RP);
    const owner = new StaffBrowser(t);
    expect((await owner.register(await inviteByCommand(t), authenticator)).statusCode).toBe(200);
    const staffId: string = (await owner.get(staffPaths.session)).json().data.staff.id;
    const options = await owner.options(staffPaths.signInOptions);
    const assertion = authenticator.assert(options);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => new StaffBrowser(t).request('POST', staffPaths.signIn, { response: assertion })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401]);
    expect(answers.filter((a) => a.statusCode === 401).map(codeOf)).toEqual(Array(5).fill('STAFF_CHALLENGE_EXPIRED'));
    // The registration's session and the one sign-in's.
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId))).toHaveLength(2);
  });

  it('register one passkey of two sent at once with the same invite', async () => {
    const token = await inviteByCommand(t);
    const browsers = [new StaffBrowser(t), new StaffBrowser(t)];
    const options = await Promise.all(
      browsers.map((b) => b.options(staffPath(staffPaths.registrationOptions, { token }))),
    );
    const answers = await Promise.all(
      browsers.map((b, i) =>
        b.request('POST', staffPath(staffPaths.registration, { token }), {
          response: new SoftwareAuthenticator(RP).register(options[i]!),
          passkeyName: `Device ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['STAFF_INVITE_USED']);
  });
});
