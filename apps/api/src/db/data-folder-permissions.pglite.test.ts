import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedKeyList } from '#api/modules/security';
import { openDatabase } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

const parents: string[] = [];

/** A data folder left open to everyone, as an older build or a hand-made `mkdir` leaves it. */
function openFolder(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'hs-data-mode-'));
  parents.push(parent);
  const dataDir = path.join(parent, 'pglite');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o755);
  return dataDir;
}

const modeOf = (folder: string) => statSync(folder).mode & 0o777;

afterEach(() => {
  for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
});

describe('an existing data folder others can read', () => {
  it('is made owner-only when the server takes it', async () => {
    const dataDir = openFolder();
    const lock = await lockDataDir(dataDir, { onLost: () => {} });
    lock.release();
    expect(modeOf(dataDir).toString(8)).toBe('700');
  });

  it('is made owner-only when its encryption key is read or made', () => {
    const dataDir = openFolder();
    embeddedKeyList(dataDir);
    expect(modeOf(dataDir).toString(8)).toBe('700');
  });

  it('is made owner-only when a command opens the database in it, and its parent is left alone', async () => {
    const dataDir = openFolder();
    const parent = path.dirname(dataDir);
    chmodSync(parent, 0o755);
    const database = await openDatabase({ dataDir, migrate: false });
    await database.close();
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modeOf(parent).toString(8)).toBe('755');
  });
});
