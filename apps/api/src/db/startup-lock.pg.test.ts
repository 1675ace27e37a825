import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { underStartupLock } from './startup-lock.js';

const url = process.env.TEST_DATABASE_URL ?? '';
const name = `hs_startup_lock_${Date.now().toString(36)}`;
const target = Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe('the startup lock', () => {
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('lets processes that start at the same instant migrate a fresh database one after another', async () => {
    await admin(`create database ${name}`);
    const handles = await Promise.all(
      [1, 2, 3].map(() => underStartupLock(target, () => openDatabase({ databaseUrl: target, migrate: true }))),
    );
    for (const handle of handles) await handle.close();
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const applied = await client.query(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    await client.end();
    expect(applied.rows.length).toBeGreaterThan(0);
    expect(applied.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
  });
});
