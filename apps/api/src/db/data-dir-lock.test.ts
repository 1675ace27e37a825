import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Holder, newHolder } from './data-dir-holder.js';
import { type DataDirLock, DataDirLockedError, dataDirHolder, LOCK_FILE, lockDataDir } from './data-dir-lock.js';

// Short beats keep the waits of these tests under a second; production beats every 5 s.
const heartbeatMs = 200;
const held: DataDirLock[] = [];
const folders: string[] = [];

function folder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-lock-unit-'));
  folders.push(dataDir);
  return dataDir;
}

async function lock(dataDir: string, onLost: (reason: string) => void = () => {}): Promise<DataDirLock> {
  const taken = await lockDataDir(dataDir, { heartbeatMs, onLost });
  held.push(taken);
  return taken;
}

/** A record as another server would have left it, with no kernel lock behind it (it is gone, or far away). */
function leaveRecord(dataDir: string, holder: Partial<Holder>): Holder {
  const record = { ...newHolder(), pid: 4242, ...holder };
  writeFileSync(path.join(dataDir, LOCK_FILE), `${JSON.stringify(record)}\n`);
  return record;
}

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const dataDir of folders.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder, naming the first, and is free again once released', async () => {
    const dataDir = folder();
    const first = await lock(dataDir);
    const second = lockDataDir(dataDir, { heartbeatMs, onLost: () => {} });
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`Another server (pid ${process.pid} on ${hostname()}) is using the data`);
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });

    first.release();
    held.splice(0);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe('');
    expect(await dataDirHolder(dataDir)).toBeUndefined();
    await lock(dataDir);
  });

  it('takes over at once from a holder under this kernel whose lock the kernel has dropped', async () => {
    const dataDir = folder();
    leaveRecord(dataDir, {});
    const started = Date.now();
    await lock(dataDir);
    expect(Date.now() - started).toBeLessThan(3 * heartbeatMs);
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('refuses while a holder under another kernel keeps beating, however its lock looks from here', async () => {
    const dataDir = folder();
    const remote = leaveRecord(dataDir, { kernel: 'another-machine', host: 'far-away' });
    const beat = setInterval(() => utimesSync(path.join(dataDir, LOCK_FILE), new Date(), new Date()), 20);
    try {
      await expect(lock(dataDir)).rejects.toThrow(`Another server (pid ${remote.pid} on far-away) is using the data`);
    } finally {
      clearInterval(beat);
    }
  });

  it('takes over from a holder under another kernel only once its heartbeat has stopped for three beats', async () => {
    const dataDir = folder();
    leaveRecord(dataDir, { kernel: 'another-machine' });
    const started = Date.now();
    await lock(dataDir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * heartbeatMs);
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });
  });

  it('tells its holder to stop when the file comes to name another server', async () => {
    const dataDir = folder();
    const onLost = vi.fn();
    await lock(dataDir, onLost);
    leaveRecord(dataDir, { kernel: 'another-machine', host: 'far-away' });
    await vi.waitFor(() => expect(onLost).toHaveBeenCalled(), { timeout: 5 * heartbeatMs });
    expect(onLost.mock.calls[0]?.[0]).toContain('Another server (pid 4242 on far-away)');
  });

  it('tells its holder to stop when the lock file is removed, since a newcomer would lock a new one', async () => {
    const dataDir = folder();
    const onLost = vi.fn();
    await lock(dataDir, onLost);
    rmSync(path.join(dataDir, LOCK_FILE));
    await vi.waitFor(() => expect(onLost).toHaveBeenCalled(), { timeout: 5 * heartbeatMs });
    expect(onLost.mock.calls[0]?.[0]).toContain(`The lock file of the data folder ${dataDir} is gone`);
  });
});
