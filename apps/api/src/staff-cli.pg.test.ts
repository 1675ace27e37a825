import { randomBytes } from 'node:crypto';
import { staffPath, staffPaths } from '@hs/contracts/staff-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPostgres } from '#api/db/client.js';
import { createTestApp } from '#api/test/app.js';
import { createScratchDatabase, type ScratchDatabase } from '#api/test/scratch-database.js';
import { printedToken, runStaffCommand } from '#api/test/staff-command.js';

describe('npm run staff on PostgreSQL', () => {
  let database: ScratchDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    env = {
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'https://staff.example.com',
    };
  });
  afterAll(async () => database?.drop());

  it('connects directly and prints an invite any API process then answers for', async () => {
    const printed = await runStaffCommand(
      ['invite', '--email', 'ada@clinic.example', '--name', 'Ada Admin', '--role', 'auditor'],
      env,
    );
    expect(printed.code, printed.stderr).toBe(0);
    const { host, pathname } = new URL(database.url);
    expect(printed.stdout).toContain(`Connected to PostgreSQL at ${host}${pathname} directly.`);
    expect(printed.stdout).not.toContain('postgres:postgres');
    expect(printed.stdout).toContain('Invite for Ada Admin <ada@clinic.example> as auditor at the whole chain:');
    expect(printed.stdout).toMatch(/\n {2}https:\/\/staff\.example\.com\/staff\/invite\/[\w-]{43}\n/);

    const handle = await fromPostgres(database.url, { migrate: false });
    const t = await createTestApp({ database: handle, config: { PUBLIC_URL: 'https://staff.example.com' } });
    try {
      const answer = await t.app.inject({
        url: staffPath(staffPaths.invite, { token: printedToken(printed.stdout) }),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ email: 'ada@clinic.example', renewal: false });
    } finally {
      await t.close();
      await handle.close();
    }

    const unknownClinic = await runStaffCommand(
      ['invite', '--email', 'b@clinic.example', '--name', 'B', '--role', 'front-desk', '--clinic', 'NOPE'],
      env,
    );
    expect(unknownClinic.code).toBe(1);
    expect(unknownClinic.stderr.trim()).toBe('No clinic has the id NOPE.');
  }, 120_000);
});
