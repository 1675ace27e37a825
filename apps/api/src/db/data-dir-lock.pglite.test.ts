import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { templateFile } from '#api/test/pglite-templates.js';
import { type ServerProcess, startServer } from '#api/test/server-process.js';
import { LOCK_FILE } from './data-dir-lock.js';

const started: ServerProcess[] = [];
const start = (env: Record<string, string>) => {
  const server = startServer(env);
  started.push(server);
  return server;
};

/**
 * A data folder that already holds a migrated database (this run's saved template, unpacked), so a server
 * started on it resumes instead of creating a cluster: the lock, not the first start, is under test.
 */
function preparedDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-lock-'));
  const unpacked = spawnSync('tar', ['-xf', templateFile(inject('pgliteTemplates'), 'empty'), '-C', dataDir]);
  if (unpacked.status !== 0) throw new Error(`tar failed: ${unpacked.stderr.toString()}`);
  return dataDir;
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readLock = (dataDir: string) => {
  try {
    return readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim();
  } catch {
    return '';
  }
};

describe('one server per embedded data folder', () => {
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
  });

  it('refuses a second server on the same DATA_DIR with a clear message, and the first keeps serving', async () => {
    const dataDir = preparedDataDir();
    const first = start({ PORT: '4805', DATA_DIR: dataDir });
    await first.ready(1, 240_000);
    const second = start({ PORT: '4806', DATA_DIR: dataDir });
    const code = await Promise.race([second.exited, new Promise((resolve) => setTimeout(resolve, 60_000, 'running'))]);
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) is using the data folder ${dataDir}`);
    expect((await fetch('http://127.0.0.1:4805/health')).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(readLock(dataDir)).toBe('');
  }, 400_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = preparedDataDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid()}\n`);
    const server = start({ PORT: '4807', DATA_DIR: dataDir });
    await waitFor(() => readLock(dataDir) === String(server.child.pid) || server.child.exitCode !== null, 60_000);
    expect(server.child.exitCode).toBeNull();
    expect(readLock(dataDir)).toBe(String(server.child.pid));
  }, 120_000);
});
