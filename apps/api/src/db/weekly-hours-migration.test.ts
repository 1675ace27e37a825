import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteStartParams } from './client.js';

/** The migrations as they stood before weekly hours, so the backfill runs on rows of the old shape. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'hs-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

interface Migrated {
  migrate(folder: string): Promise<void>;
  query<T>(statement: string): Promise<T[]>;
  close(): Promise<void>;
}

async function pgliteDatabase(): Promise<Migrated> {
  const client = await PGlite.create({ startParams: pgliteStartParams });
  const db = drizzlePglite(client);
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async (statement) => (await client.query(statement)).rows as never,
    close: () => client.close(),
  };
}

async function postgresDatabase(url: string): Promise<Migrated> {
  const name = `hs_weekly_hours_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: Object.assign(new URL(url), { pathname: `/${name}` }).toString() });
  const db = drizzleNodePg(pool);
  return {
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    query: async (statement) => (await pool.query(statement)).rows as never,
    close: async () => {
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

const OLD_HOURS = {
  isBreakSame: false,
  mondayToFriday: { start: '08:30', end: '19:30', breakStart: '13:00', breakEnd: '13:30' },
  saturday: { start: '09:00', end: '17:00' },
  sunday: null,
};

describe('migration 0013: weekly hours and closures', () => {
  let database: Migrated;
  const versions = async () =>
    Object.fromEntries(
      (
        await database.query<{ id: string; v: string }>('select id, availability_version::text as v from providers')
      ).map((row) => [row.id, Number(row.v)]),
    );

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = url ? await postgresDatabase(url) : await pgliteDatabase();
    const before = migrationsBefore('0013_weekly_hours_and_closures');
    try {
      await database.migrate(before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    for (const id of ['a', 'b']) {
      await database.query(
        `insert into providers (id, kind, business_name, name, time_zone, operating_hours)
         values ('${id}', 'clinic', 'MinuteClinic', 'Clinic ${id}', 'America/Chicago', '${JSON.stringify(OLD_HOURS)}')`,
      );
    }
    await database.migrate(migrationsFolder);
  });
  afterAll(() => database?.close());

  it('carries each provider’s hours over to every weekday, its break included, and drops the old column', async () => {
    const weekday = { opens: '08:30', closes: '19:30', breaks: [{ start: '13:00', end: '13:30' }] };
    const [row] = await database.query<{ weekly_hours: unknown }>(`select weekly_hours from providers where id = 'a'`);
    expect(row?.weekly_hours).toEqual({
      monday: weekday,
      tuesday: weekday,
      wednesday: weekday,
      thursday: weekday,
      friday: weekday,
      saturday: { opens: '09:00', closes: '17:00', breaks: [] },
      sunday: null,
    });
    const columns = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'providers'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('operating_hours');
  });

  it('moves the version of the provider a closure belongs to, and only that one', async () => {
    const start = await versions();
    await database.query(
      `insert into closures values ('c1', 'a', '2026-12-24 14:00', '2026-12-25 00:00', 'Christmas Eve')`,
    );
    const after = await versions();
    expect(after.a).toBeGreaterThan(start.a ?? 0);
    expect(after.b).toBe(start.b);
  });

  it('moves the versions of both providers when a closure changes hands, and again when it is removed', async () => {
    const start = await versions();
    await database.query(`update closures set provider_id = 'b' where id = 'c1'`);
    const moved = await versions();
    expect(moved.a).toBeGreaterThan(start.a ?? 0);
    expect(moved.b).toBeGreaterThan(start.b ?? 0);
    await database.query(`delete from closures where id = 'c1'`);
    const removed = await versions();
    expect(removed.a).toBe(moved.a);
    expect(removed.b).toBeGreaterThan(moved.b ?? 0);
  });

  it('moves every provider’s version for a chain-wide closure', async () => {
    const start = await versions();
    await database.query(
      `insert into closures values ('thanksgiving', null, '2026-11-26 00:00', '2026-11-27 00:00', 'Thanksgiving Day')`,
    );
    const after = await versions();
    expect(after.a).toBeGreaterThan(start.a ?? 0);
    expect(after.b).toBeGreaterThan(start.b ?? 0);
  });

  it('moves the version when weekly hours change', async () => {
    const start = await versions();
    await database.query(
      `update providers set weekly_hours = jsonb_set(weekly_hours, '{sunday}', 'null') where id = 'b'`,
    );
    await database.query(
      `update providers set weekly_hours = jsonb_set(weekly_hours, '{monday,closes}', '"18:00"') where id = 'a'`,
    );
    const after = await versions();
    expect(after.a).toBeGreaterThan(start.a ?? 0);
    // Setting Sunday closed when it already was changes nothing.
    expect(after.b).toBe(start.b);
  });

  it('refuses a closure that ends before it starts', async () => {
    await expect(
      database.query(`insert into closures values ('bad', 'a', '2026-12-25 00:00', '2026-12-24 00:00', 'Backwards')`),
    ).rejects.toThrow(/closures_ends_after_starts/);
  });
});
