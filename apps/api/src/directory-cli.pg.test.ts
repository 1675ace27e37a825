import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DirectoryFile } from '@hs/directory';
import { sampleDirectory } from '@hs/directory/test/sample-directory';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDirectoryCommand, startDirectoryCommand, writeDirectoryFile } from '#api/test/directory-command.js';
import { createScratchDatabase, type ScratchDatabase } from '#api/test/scratch-database.js';

const APP_NAME = 'directory-import-killed';

/** The sample chain and `count` more clinics like its first: an import that takes a while to write. */
function largeDirectory(count: number): DirectoryFile {
  const file = sampleDirectory();
  const model = file.clinics[0]!;
  for (let index = 0; index < count; index++) {
    file.clinics.push({
      ...structuredClone(model),
      divisionNumber: String(100 + Math.floor(index / 10_000)),
      storeNumber: String(index % 10_000).padStart(5, '0'),
      name: `The Local Clinic at Harvest Market – Store ${index}`,
    });
  }
  return file;
}

describe('npm run directory on PostgreSQL', () => {
  let folder: string;
  let database: ScratchDatabase;
  let env: Record<string, string>;
  const file = (name: string) => path.join(folder, name);
  const run = (...args: string[]) => runDirectoryCommand(args, env);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hs-directory-pg-'));
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    env = { DATABASE_URL: database.url, ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    await writeDirectoryFile(file('chain.json'), sampleDirectory());
  });
  afterAll(async () => {
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('connects directly, servers running or not; the export is the file it imported', async () => {
    const imported = await run('import', file('chain.json'));
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(
      `Connected to PostgreSQL at ${new URL(database.url).host}${new URL(database.url).pathname} directly.`,
    );
    expect(imported.stdout).not.toContain('postgres:postgres');
    await run('export', file('export.json'));
    expect(await readFile(file('export.json'), 'utf8')).toBe(await readFile(file('chain.json'), 'utf8'));
  }, 120_000);

  it('leaves the directory as it was when an import is killed half-way', async () => {
    await writeDirectoryFile(file('large.json'), largeDirectory(8000));
    const importing = startDirectoryCommand(['import', file('large.json')], { ...env, PGAPPNAME: APP_NAME });
    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    try {
      // Killed once its transaction is writing clinics: well inside the one transaction.
      let writing = false;
      for (let waited = 0; !writing && waited < 120_000; waited += 5) {
        const { rows } = await watcher.query<{ query: string }>(
          `select query from pg_stat_activity where application_name = $1 and state = 'active'`,
          [APP_NAME],
        );
        writing = rows.some((row) => /^insert into "(providers|clinics)"/.test(row.query));
        if (!writing) await sleep(5);
      }
      expect(writing).toBe(true);
      importing.child.kill('SIGKILL');
      const ended = await importing.done;
      expect(ended.signal).toBe('SIGKILL');
      expect(ended.stdout).not.toContain('Imported');
      // The server rolls back the dead client's transaction once it notices the connection gone.
      for (let waited = 0; waited < 30_000; waited += 50) {
        const { rows } = await watcher.query('select 1 from pg_stat_activity where application_name = $1', [APP_NAME]);
        if (rows.length === 0) break;
        await sleep(50);
      }
    } finally {
      await watcher.end();
    }
    const after = await run('export', file('after-kill.json'));
    expect(after.code, after.stderr).toBe(0);
    expect(await readFile(file('after-kill.json'), 'utf8')).toBe(await readFile(file('chain.json'), 'utf8'));
    // And the next import runs: no lock was left behind.
    expect((await run('import', file('chain.json'))).stdout).toContain('No change');
  }, 240_000);
});
