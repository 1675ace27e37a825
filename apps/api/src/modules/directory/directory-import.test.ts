import { directoryJsonText } from '@hs/directory';
import { sampleDirectory } from '@hs/directory/test/sample-directory';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { currentDirectory, describeOutcome } from '#api/modules/directory';
import type { TestApp } from '#api/test/app.js';
import { checkedDirectory } from '#api/test/directory-command.js';
import { importInto } from '#api/test/directory-import.js';
import { useTestApp } from '#api/test/test-app-hooks.js';

const checked = checkedDirectory;
const sample = () => checked(sampleDirectory());
const importing = importInto;

const versions = async (t: TestApp) =>
  new Map(
    rowsOf<{ id: string; availability: string; rules: string }>(
      await t.database.db.execute(
        sql`select id, availability_version::text as availability, rules_version::text as rules from providers`,
      ),
    ).map((row) => [row.id, row]),
  );

describe('importing a directory', () => {
  const t = useTestApp({ variant: 'empty' });

  it('plans without writing on a dry run', async () => {
    const outcome = await importing(t, sampleDirectory(), { dryRun: true });
    expect(outcome.status).toBe('planned');
    expect(outcome.changes.clinics.added).toEqual(['01400123', '01500456']);
    expect(describeOutcome(outcome)).toContain('Dry run: nothing was written.');
    expect((await currentDirectory(t.database.db)).clinics).toEqual([]);
  });

  it('writes a file whole, then finds the same file changes nothing, and exports it as it came', async () => {
    const first = await importing(t, sampleDirectory());
    expect(first.status).toBe('applied');
    expect(describeOutcome(first).slice(0, 7)).toEqual([
      'Brands: 1 added, 0 changed, 0 retired',
      '  added: harvest-market',
      'Services: 4 added, 0 changed, 0 retired',
      '  added: 29, 107, 108, 701',
      'Clinics: 2 added, 0 changed, 0 retired',
      '  added: 01400123, 01500456',
      'Virtual providers and dietitians: 1 added, 0 changed, 0 retired',
    ]);
    const before = await versions(t);
    const again = await importing(t, sampleDirectory());
    expect(again.status).toBe('unchanged');
    expect(describeOutcome(again)).toEqual(['No change: the database already holds this directory.']);
    expect(await versions(t)).toEqual(before);

    const exported = await currentDirectory(t.database.db);
    expect(directoryJsonText(exported)).toBe(directoryJsonText(sample()));
    expect((await importing(t, JSON.parse(directoryJsonText(exported)))).status).toBe('unchanged');
  });

  it('changes, adds and retires by natural key, moving the versions of the providers it touches', async () => {
    const before = await versions(t);
    const file = sampleDirectory();
    file.clinics[0]!.phone = '(513) 555-0199';
    file.clinics[1]!.hours.saturday = null;
    file.providers = [];
    file.closures.push({
      id: 'inventory-day',
      provider: '01500456',
      starts: '2026-12-01',
      ends: '2026-12-01',
      reason: 'Inventory day',
    });
    const outcome = await importing(t, file);

    expect(outcome.status).toBe('applied');
    expect(outcome.changes.clinics.changed).toEqual([
      { key: '01400123', fields: ['phone'] },
      { key: '01500456', fields: ['hours'] },
    ]);
    expect(outcome.changes.providers.retired).toEqual(['virtual-eastern']);
    expect(outcome.changes.closures.added).toEqual(['inventory-day']);
    const after = await versions(t);
    // A phone shows in search results, so its clinic's availability moves; its rules do not.
    expect(Number(after.get('01400123')!.availability)).toBeGreaterThan(Number(before.get('01400123')!.availability));
    expect(after.get('01400123')!.rules).toBe(before.get('01400123')!.rules);
    for (const id of ['01500456', 'virtual-eastern']) {
      expect(Number(after.get(id)!.rules), id).toBeGreaterThan(Number(before.get(id)!.rules));
      expect(Number(after.get(id)!.availability), id).toBeGreaterThan(Number(before.get(id)!.availability));
    }
    const exported = await currentDirectory(t.database.db);
    expect(exported.providers).toEqual([]);
    expect(directoryJsonText(exported)).toBe(directoryJsonText(checked(file)));
    const retired = rowsOf<{ offers: number; licences: number }>(
      await t.database.db.execute(sql`select
        (select count(*)::int from provider_services where provider_id = 'virtual-eastern') as offers,
        (select count(*)::int from provider_licenses where provider_id = 'virtual-eastern') as licences`),
    );
    expect(retired).toEqual([{ offers: 0, licences: 0 }]);
  });

  it('brings a retired provider back when the file lists it again', async () => {
    const outcome = await importing(t, sampleDirectory());
    expect(outcome.changes.providers.added).toEqual(['virtual-eastern']);
    expect(directoryJsonText(await currentDirectory(t.database.db))).toBe(directoryJsonText(sample()));
  });

  it('refuses to turn a clinic id into a virtual provider, writing nothing', async () => {
    const file = sampleDirectory();
    file.providers[0]!.id = '01500456';
    file.clinics.pop();
    file.closures = file.closures.filter((closure) => closure.provider !== '01500456');
    const outcome = await importing(t, file);
    expect(outcome.status).toBe('invalid');
    expect(describeOutcome(outcome)).toEqual([
      '01500456 is a clinic in the database and cannot become a virtual: give the virtual an id of its own',
      'Nothing was written: the file contradicts the database.',
    ]);
    expect(directoryJsonText(await currentDirectory(t.database.db))).toBe(directoryJsonText(sample()));
  });
});
