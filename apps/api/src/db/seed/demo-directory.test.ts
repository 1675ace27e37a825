import { directoryJsonText, locateInJson, toFileShape, validateDirectory } from '@hs/directory';
import { count, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providers, services } from '#api/db/schema.js';
import { currentDirectory, importDirectory } from '#api/modules/directory';
import { TEST_TODAY } from '#api/test/database.js';
import { useTestApp } from '#api/test/test-app-hooks.js';
import { demoDirectoryFile } from './demo-chain/directory-file.js';
import { generateDemoChain } from './demo-chain/generate.js';

// The seeded test database was seeded for TEST_TODAY, through the importer.
const file = demoDirectoryFile(generateDemoChain({ today: TEST_TODAY }));

describe('the demo chain is a directory file like any chain’s', () => {
  const t = useTestApp();

  it('is a valid directory file', () => {
    const checked = validateDirectory(structuredClone(file), locateInJson('demo'));
    expect(checked.ok && checked.directory.clinics.length).toBeGreaterThan(100);
  });

  it('is what the seeded database holds, every field of every entry', async () => {
    const checked = validateDirectory(structuredClone(file), locateInJson('demo'));
    if (!checked.ok) throw new Error('invalid demo');
    expect(directoryJsonText(await currentDirectory(t.database.db))).toBe(directoryJsonText(checked.directory));
    const [retired] = await t.database.db.select({ n: count() }).from(providers).where(isNotNull(providers.retiredAt));
    expect(retired?.n).toBe(0);
    const [catalog] = await t.database.db.select({ n: count() }).from(services);
    expect(catalog?.n).toBe(file.services.length);
  });

  it('exports as a file that imports back with no change', async () => {
    const exported = toFileShape(await currentDirectory(t.database.db));
    const checked = validateDirectory(JSON.parse(JSON.stringify(exported)), locateInJson('export'));
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const outcome = await importDirectory(
      { db: t.database.db, clock: t.clock, config: t.app.deps.config, requestId: 'test' },
      t.app.secrets,
      { directory: checked.directory, dryRun: false, bookings: { kind: 'refuse' } },
    );
    expect(outcome.status).toBe('unchanged');
  });
});
