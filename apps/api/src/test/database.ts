import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { bundledContent, bundledDocuments } from '@hs/content';
import pg from 'pg';
import { inject } from 'vitest';
import { fixedClock } from '#api/clock.js';
import { type DatabaseHandle, fromPglite, fromPostgres, migrationsFolder, pgliteStartParams } from '#api/db/client.js';
import { seedDatabase } from '#api/db/seed/seed.js';
import { readTemplate, TEST_TODAY, type Variant } from './pglite-templates.js';

export { TEST_TODAY } from './pglite-templates.js';

/**
 * A fresh migrated database for one test file, cheap to make: PGlite loads a template saved once per run
 * (see global-setup.ts); PostgreSQL (TEST_DATABASE_URL) creates a database from a template database.
 */
export async function createTestDatabase(variant: Variant = 'seeded'): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url, variant) : createPgliteDatabase(variant);
}

/** Each worker reads a template file once and keeps it in memory (about 40 MB, not a running database). */
const pgliteTemplates = new Map<Variant, Promise<Blob>>();

function pgliteTemplate(variant: Variant): Promise<Blob> {
  let template = pgliteTemplates.get(variant);
  if (!template) {
    template = readTemplate(inject('pgliteTemplates'), variant);
    pgliteTemplates.set(variant, template);
  }
  return template;
}

async function createPgliteDatabase(variant: Variant): Promise<DatabaseHandle> {
  // create() waits until the instance is ready, so its start-up queries never mix with a test's.
  return fromPglite(
    await PGlite.create({ loadDataDir: await pgliteTemplate(variant), startParams: pgliteStartParams }),
    {
      migrate: false,
    },
  );
}

/** The seeded test database in a data folder of the embedded engine, as a server or a command opens it. */
export async function createTestDataFolder(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, {
    loadDataDir: await pgliteTemplate('seeded'),
    startParams: pgliteStartParams,
  });
  return fromPglite(client, { migrate: false });
}

/** Changes to migrations, seed code or bundled content make a new template, so a stale one is never reused. */
function templateFingerprint(variant: Variant): string {
  const hash = createHash('sha256').update(variant);
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, file)));
  }
  const seedDir = new URL('../db/seed/', import.meta.url);
  hash.update(JSON.stringify(listFiles(seedDir.pathname).map((f) => readFileSync(f, 'utf8'))));
  hash.update(JSON.stringify([bundledContent, bundledDocuments]));
  return hash.digest('hex').slice(0, 12);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createPostgresDatabase(url: string, variant: Variant): Promise<DatabaseHandle> {
  const templateName = `hs_template_${templateFingerprint(variant)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Workers race to build the same template; an advisory lock lets one build it.
    await admin.query('select pg_advisory_lock(4242)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
      if (exists.rowCount === 0) {
        await admin.query(`create database ${templateName}`);
        const handle = await fromPostgres(withDatabase(url, templateName), { poolSize: 1 });
        await seedDatabase(handle.db, fixedClock(TEST_TODAY), { demo: variant === 'seeded' });
        await handle.close();
        // Templates of older code are never used again; one built in the last day may belong to another checkout
        // running its own suite on this server, so it is left alone.
        await admin.query(`comment on database ${templateName} is '${new Date().toISOString()}'`);
        const stale = await admin.query<{ datname: string }>(
          `select datname from pg_database
            where datname like 'hs_template_%' and datname <> all($1)
              and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
          [
            [`hs_template_${templateFingerprint('seeded')}`, `hs_template_${templateFingerprint('empty')}`],
            new Date(Date.now() - 86_400_000).toISOString(),
          ],
        );
        for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(4242)');
    }
    const name = `hs_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${templateName}`);
    const handle = await fromPostgres(withDatabase(url, name), { migrate: false });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
}
