import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#api/test/server-process.js';
import { SoftwareAuthenticator } from '#api/test/software-authenticator.js';
import { printedToken, runStaffCommand } from '#api/test/staff-command.js';

const PORT = 4301;
const PUBLIC_URL = `http://localhost:${PORT}`;

describe('npm run staff on the embedded database', () => {
  let folder: string;
  let dataDir: string;
  const run = (...args: string[]) => runStaffCommand(args, { DATA_DIR: dataDir, PUBLIC_URL });
  const invite = (email: string, ...more: string[]) =>
    run('invite', '--email', email, '--name', 'Ada Admin', '--role', 'chain-admin', ...more);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hs-staff-cli-'));
    dataDir = path.join(folder, 'data');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('with no server running, opens the data folder itself and prints a single-use link', async () => {
    const printed = await invite('Ada@Clinic.example');
    expect(printed.stderr).toBe('');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain(
      `No server is running on the data folder ${dataDir}: the command opened it itself.`,
    );
    expect(printed.stdout).toContain('Invite for Ada Admin <ada@clinic.example> as chain-admin at the whole chain:');
    expect(printed.stdout).toMatch(
      /\n {2}http:\/\/localhost:4301\/staff\/invite\/[\w-]{43}\nIt works once, until \d{4}-/,
    );

    const wrong = await run('invite', '--email', 'not-an-email', '--name', 'X', '--role', 'chain-admin');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--email not-an-email is not an email address.');
    const noRole = await run('invite', '--email', 'x@clinic.example', '--name', 'X', '--role', 'boss');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain('--role must be one of chain-admin, front-desk,');
  }, 120_000);

  it('while a server runs, goes through its admin listener; the link registers a passkey there', async () => {
    const firstToken = printedToken((await invite('first@clinic.example')).stdout);
    const server = startServer({ DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL });
    try {
      await server.ready();
      const printed = await invite('ada@clinic.example');
      expect(printed.code, printed.stderr).toBe(0);
      expect(printed.stdout).toContain('the command goes through its local admin listener (127.0.0.1:');
      const token = printedToken(printed.stdout);

      const api = (url: string, body?: unknown) =>
        fetch(`${PUBLIC_URL}${url}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const data = async (response: Promise<Response>) =>
        ((await (await response).json()) as { data: Record<string, unknown> }).data;
      // Either invite works: the one written by the command itself, and the one the server wrote for it.
      expect(await data(api(staffPath(staffPaths.invite, { token: firstToken })))).toMatchObject({
        email: 'first@clinic.example',
      });
      expect(await data(api(staffPath(staffPaths.invite, { token })))).toMatchObject({
        email: 'ada@clinic.example',
        name: 'Ada Admin',
        renewal: false,
      });
      const { options } = (await data(api(staffPath(staffPaths.registrationOptions, { token }), {}))) as {
        options: { challenge: string; user: { id: string } };
      };
      const authenticator = new SoftwareAuthenticator({ origin: PUBLIC_URL, id: 'localhost' });
      const registered = await api(staffPath(staffPaths.registration, { token }), {
        response: authenticator.register(options),
        passkeyName: 'Laptop',
      });
      expect(registered.status).toBe(200);
      expect(registered.headers.get('set-cookie')).toMatch(/^hs_staff=[\w-]{43};/);

      const taken = await invite('ADA@clinic.example');
      expect(taken.code).toBe(1);
      expect(taken.stderr.trim()).toBe(
        'Someone on the staff already has this email. To replace their passkey, send them a renewal invite.',
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 180_000);
});
