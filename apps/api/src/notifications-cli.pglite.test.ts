import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#api/test/app.js';
import { createTestDataFolder } from '#api/test/database.js';
import { deliverAll, deliveringConfig } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { startSmtpReceiver } from '#api/test/smtp-receiver.js';

const checkout = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run notifications -- …` from the checkout, as an operator types it, on the data folder. */
async function notifications(dataDir: string, ...args: string[]): Promise<string> {
  const { DATABASE_URL: _, ...env } = process.env;
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'notifications', '--', ...args], {
    cwd: checkout,
    env: { ...env, DATA_DIR: dataDir },
  });
  return stdout.trim();
}

describe('npm run notifications -- retry-dead, on the embedded database with the server stopped', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('puts dead messages back in the queue and says how many, only those dead since a time when asked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hs-retry-dead-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const database = await createTestDataFolder(dataDir);
    const t = await createTestApp({ database, config: deliveringConfig(smtp.url) });
    const clinic = await seededClinic(t, SERVICES.flu);
    smtp.refuseWith = 550;
    for (const at of slotsOn(clinic, '2026-03-05').slice(0, 2)) {
      expect((await api.book(t, bookingBody(clinic, at))).statusCode).toBe(201);
    }
    // Both confirmations die at 2026-03-02T15:00Z, the test clock's time.
    await deliverAll(t);
    await t.close();
    await database.close();

    expect(await notifications(dataDir, 'retry-dead', '--since', '2026-03-02T16:00Z')).toBe(
      'Put 0 dead messages back in the queue (dead since 2026-03-02T16:00:00.000Z).',
    );
    expect(await notifications(dataDir, 'retry-dead', '--since', '2026-03-02T14:00Z')).toBe(
      'Put 2 dead messages back in the queue (dead since 2026-03-02T14:00:00.000Z).',
    );

    const reopened = await PGlite.create(dataDir);
    try {
      const result = await reopened.query<{ status: string; attempts: number }>(
        "select status, attempts from notification_outbox where kind = 'confirmation'",
      );
      expect(result.rows).toEqual([
        { status: 'pending', attempts: 0 },
        { status: 'pending', attempts: 0 },
      ]);
    } finally {
      await reopened.close();
    }
    // Two commands, each starting node and the embedded database: seconds apiece on a busy machine.
  }, 120_000);
});
