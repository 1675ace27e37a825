import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { book, bookingRequest, freeSlots, type Outcome, runTag } from '#api/production/bookings.js';
import { templateFile, type Variant } from '#api/test/pglite-templates.js';
import { type ServerProcess, startServer } from '#api/test/server-process.js';
import { dataDirHolder, LOCK_FILE } from './data-dir-lock.js';

const started: ServerProcess[] = [];
const start = (env: Record<string, string>, launcher: readonly string[] = []) => {
  const server = startServer(env, launcher);
  started.push(server);
  return server;
};
const folders: string[] = [];

/**
 * A data folder that already holds a migrated database (this run's saved template, unpacked), so a server
 * started on it resumes instead of creating a cluster: the lock, not the first start, is under test.
 */
function preparedDataDir(variant: Variant = 'empty'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-lock-'));
  folders.push(dataDir);
  const unpacked = spawnSync('tar', ['-xf', templateFile(inject('pgliteTemplates'), variant), '-C', dataDir]);
  if (unpacked.status !== 0) throw new Error(`tar failed: ${unpacked.stderr.toString()}`);
  return dataDir;
}

const holderPid = async (dataDir: string) => {
  const holder = await dataDirHolder(dataDir);
  return typeof holder === 'object' ? holder.pid : holder;
};

/** pid 1 of a PID namespace of its own, as node is in a container; killed with unshare if the test dies. */
const inOwnPidNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
const accepted = (outcome: Outcome) => outcome.kind === 'answer' && outcome.status === 201;

describe('one server per embedded data folder', () => {
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    for (const dataDir of folders) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = preparedDataDir();
    const first = start({ PORT: '4805', DATA_DIR: dataDir });
    await first.ready(1, 240_000);
    const second = start({ PORT: '4806', DATA_DIR: dataDir });
    const code = await Promise.race([second.exited, new Promise((resolve) => setTimeout(resolve, 60_000, 'running'))]);
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `Another server (pid ${first.child.pid} on ${hostname()}) is using the data folder ${dataDir}`,
    );
    expect((await fetch('http://127.0.0.1:4805/health')).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(await holderPid(dataDir)).toBeUndefined();
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe('');
  }, 400_000);

  it('takes over at once from a server that crashed holding the folder', async () => {
    const dataDir = preparedDataDir();
    const crashed = start({ PORT: '4807', DATA_DIR: dataDir });
    await crashed.ready(1, 240_000);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    const server = start({ PORT: '4807', DATA_DIR: dataDir });
    await server.ready(1, 240_000);
    expect(await holderPid(dataDir)).toBe(server.child.pid);
  }, 400_000);

  it('refuses a second server that is pid 1 of another namespace, and the first keeps every booking', async () => {
    const dataDir = preparedDataDir('seeded');
    const first = start({ PORT: '4810', DATA_DIR: dataDir }, inOwnPidNamespace);
    await first.ready(1, 240_000);
    const second = start({ PORT: '4811', DATA_DIR: dataDir }, inOwnPidNamespace);
    const secondStart = await Promise.race([second.exited, second.ready(1, 240_000).then(() => 'serving' as const)]);

    // Two containers on one volume behind one proxy: every one-seat slot is booked through both.
    const [firstUrl, secondUrl] = ['http://127.0.0.1:4810', 'http://127.0.0.1:4811'];
    const slots = await freeSlots(firstUrl, 6);
    expect(slots).toHaveLength(6);
    const run = runTag();
    const outcomes = await Promise.all(
      slots.map(async (slot, n) => [
        await book(firstUrl, bookingRequest(slot, 2 * n + 1, run)),
        await book(secondUrl, bookingRequest(slot, 2 * n + 2, run)),
      ]),
    );
    await Promise.all([first.stop(), second.stop()]);

    // Reopened, the folder still holds a booking for every slot: another patient finds each one taken.
    const reopened = start({ PORT: '4812', DATA_DIR: dataDir });
    await reopened.ready(1, 240_000);
    const rebooked = await Promise.all(
      slots.map((slot, n) => book('http://127.0.0.1:4812', bookingRequest(slot, 100 + n, run))),
    );
    const acknowledged = outcomes.flat().filter(accepted).length;
    const kept = rebooked.filter((outcome) => outcome.kind === 'answer' && outcome.status === 409).length;
    expect({
      secondStart,
      acknowledged,
      doubleBooked: outcomes.filter((pair) => pair.every(accepted)).length,
      lostAfterReopening: acknowledged - kept,
    }).toEqual({ secondStart: 1, acknowledged: 6, doubleBooked: 0, lostAfterReopening: 0 });
    expect(second.output()).toContain(`Another server (pid 1 on ${hostname()}) is using the data folder ${dataDir}`);
  }, 600_000);
});
