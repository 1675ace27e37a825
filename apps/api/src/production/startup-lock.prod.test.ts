import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from './postgres.js';
import { type ServerProcess, spawnServer, waitUntilReady } from './server-process.js';

describe('several processes started at once against one fresh PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.drop();
  });

  it('all three migrate, seed and become ready, each migration applied once', async () => {
    database = await createFreshDatabase('startup');
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', ENCRYPTION_KEY: 'b4'.repeat(32) };
    servers.push(...[4905, 4906, 4907].map((port) => spawnServer(env, port)));
    await Promise.all(servers.map((server) => waitUntilReady(server)));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const applied = await client.query(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    const content = await client.query('select count(*)::int as n from content_objects');
    await client.end();
    expect(applied.rows.length).toBeGreaterThan(0);
    expect(applied.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
    expect(content.rows[0].n).toBeGreaterThan(0);

    for (const server of servers) server.child.kill('SIGTERM');
    const exits = await Promise.all(servers.map((server) => server.exited));
    expect(exits).toEqual(servers.map(() => ({ code: 0, signal: null })));
  });
});
