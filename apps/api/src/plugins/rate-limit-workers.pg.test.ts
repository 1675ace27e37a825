import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '#api/test/scratch-database.js';
import { type ServerProcess, startServer } from '#api/test/server-process.js';

const LIMIT = 30;
const REQUESTS = 90;

/** Sends requests one after another from one client, returning how many got through (not 429). */
async function countAllowed(port: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/content/v2/objects/a/b/c/d.json`);
    await response.arrayBuffer();
    if (response.status !== 429) allowed++;
  }
  return allowed;
}

describe.each([
  { store: 'the database', port: 4803, redis: undefined },
  { store: 'Redis', port: 4804, redis: 'redis://127.0.0.1:6379/6' },
])('rate limit across two worker processes, counted in $store', ({ port, redis }) => {
  let database: ScratchDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    if (redis) {
      const { Redis } = await import('ioredis');
      const client = new Redis(redis);
      await client.flushdb();
      await client.quit();
    }
    server = startServer({
      PORT: String(port),
      DATABASE_URL: database.url,
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      API_WORKERS: '2',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      ...(redis ? { REDIS_URL: redis } : {}),
    });
    await server.ready(2, 90_000);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(`lets one client through only ${LIMIT} times a minute, whichever worker answers`, async () => {
    expect(await countAllowed(port)).toBe(LIMIT);
  }, 60_000);
});
