import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sampleDirectory } from '@hs/directory/test/sample-directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINT_FILE, type AdminEndpoint } from '#api/admin-endpoint.js';
import { runDirectoryCommand, writeDirectoryFile } from '#api/test/directory-command.js';
import { startServer } from '#api/test/server-process.js';

const PORT = 4948;

describe('npm run directory on the embedded database', () => {
  let folder: string;
  let dataDir: string;
  const file = (name: string) => path.join(folder, name);
  const run = (...args: string[]) => runDirectoryCommand(args, { DATA_DIR: dataDir });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hs-directory-cli-'));
    dataDir = file('data');
    await writeDirectoryFile(file('chain.json'), sampleDirectory());
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('with no server running, opens the data folder itself; the export is the file it imported', async () => {
    const imported = await run('import', file('chain.json'));
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain(
      `No server is running on the data folder ${dataDir}: the command opened it itself.`,
    );
    expect(imported.stdout).toContain('Clinics: 2 added, 0 changed, 0 retired');

    const exported = await run('export', file('export.json'));
    expect(exported.code).toBe(0);
    expect(await readFile(file('export.json'), 'utf8')).toBe(await readFile(file('chain.json'), 'utf8'));
  }, 180_000);

  it('refuses a file with problems, naming each, and writes nothing', async () => {
    const broken = (await readFile(file('chain.json'), 'utf8'))
      .replace('"timeZone": "America/New_York"', '"timeZone": "Eastern"')
      .replace('"latitude": 39.9612', '"latitude": 399.612');
    await writeFile(file('broken.json'), broken);
    const refused = await run('import', file('broken.json'));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      'broken.json, $.clinics[0].timeZone: timeZone: "Eastern" is not an IANA time zone such as America/Chicago',
      'broken.json, $.clinics[1].latitude: latitude: must be between -90 and 90',
      'Nothing was written: 2 problems to fix.',
    ]);
    // Refused before the database was opened at all.
    expect(refused.stdout).toBe('');
  }, 60_000);

  it('while a server runs, goes through its admin listener, which only this machine and the token open', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: String(PORT) });
    try {
      await server.ready();
      const endpointFile = path.join(dataDir, ADMIN_ENDPOINT_FILE);
      expect((await stat(endpointFile)).mode & 0o777).toBe(0o600);
      const endpoint = JSON.parse(await readFile(endpointFile, 'utf8')) as AdminEndpoint;

      const changed = sampleDirectory();
      changed.clinics[0]!.phone = '(513) 555-0199';
      await writeDirectoryFile(file('changed.json'), changed);
      const dryRun = await run('import', file('changed.json'), '--dry-run');
      expect(dryRun.stdout).toContain(`A server (pid ${endpoint.pid} on `);
      expect(dryRun.stdout).toContain(
        `holds the data folder ${dataDir}: the command goes through its local admin listener (127.0.0.1:${endpoint.port}).`,
      );
      expect(dryRun.stdout).toContain('  changed: 01400123 (phone)');
      expect(dryRun.stdout).toContain('Dry run: nothing was written.');
      const imported = await run('import', file('changed.json'));
      expect(imported.code).toBe(0);
      expect(imported.stdout).toContain('Imported in one transaction');
      expect((await run('import', file('changed.json'))).stdout).toContain(
        'No change: the database already holds this directory.',
      );

      const noToken = await fetch(`http://127.0.0.1:${endpoint.port}/admin/directory/export`);
      expect(noToken.status).toBe(401);
      const wrongToken = await fetch(`http://127.0.0.1:${endpoint.port}/admin/directory/export`, {
        headers: { authorization: `Bearer ${'x'.repeat(endpoint.token.length)}` },
      });
      expect(wrongToken.status).toBe(401);
      // Not on the machine's other addresses: 127.0.0.2 is this machine too, but not the address it listens on.
      await expect(
        new Promise((resolve, reject) => {
          const socket = createConnection({ host: '127.0.0.2', port: endpoint.port }, () => resolve(socket.end()));
          socket.on('error', reject);
        }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // Nor on the public port.
      expect((await fetch(`http://127.0.0.1:${PORT}/admin/directory/export`)).status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    await expect(stat(path.join(dataDir, ADMIN_ENDPOINT_FILE))).rejects.toMatchObject({ code: 'ENOENT' });
    const exported = await run('export', file('after.json'));
    expect(exported.stdout).toContain('the command opened it itself');
    expect(await readFile(file('after.json'), 'utf8')).toBe(await readFile(file('changed.json'), 'utf8'));
  }, 240_000);
});
