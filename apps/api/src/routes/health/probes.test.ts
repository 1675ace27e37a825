import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { countQueries } from '#api/test/query-counter.js';

/** The readiness answer of an app: its status code and body. */
async function readiness(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
  return { statusCode: response.statusCode, body: response.json() };
}

/** What every check says when all is well, with the given ones changed. */
const checks = (changed: Partial<Record<'database' | 'migrated' | 'seeded' | 'accepting', boolean>> = {}) => ({
  database: true,
  migrated: true,
  seeded: true,
  accepting: true,
  redis: 'unused',
  ...changed,
});

describe('liveness and readiness probes', () => {
  let seeded: TestApp;
  let emptyWantingDemo: TestApp;
  let emptyWithoutDemo: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ variant: 'seeded' });
    emptyWantingDemo = await createTestApp({ variant: 'empty', config: { SEED_DEMO: true } });
    emptyWithoutDemo = await createTestApp({ variant: 'empty', config: { SEED_DEMO: false } });
  });
  afterAll(async () => {
    for (const t of [seeded, emptyWantingDemo, emptyWithoutDemo]) await t?.close().catch(() => {});
  });

  it('is live and ready once migrated and seeded with the demo chain', async () => {
    const live = await seeded.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(await readiness(seeded)).toEqual({ statusCode: 200, body: { status: 'ready', checks: checks() } });
  });

  it('is not ready while the demo chain it is configured to serve is missing', async () => {
    expect(await readiness(emptyWantingDemo)).toEqual({
      statusCode: 503,
      body: { status: 'not-ready', checks: checks({ seeded: false }) },
    });
  });

  it('is ready without the demo chain when none is asked for', async () => {
    expect((await readiness(emptyWithoutDemo)).statusCode).toBe(200);
  });

  it('is not ready once draining, and asks kept-alive clients to reconnect elsewhere', async () => {
    seeded.app.draining.active = true;
    const ready = await seeded.app.inject({ method: 'GET', url: '/health/ready' });
    seeded.app.draining.active = false;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', checks: checks({ accepting: false }) });
    expect(ready.headers.connection).toBe('close');
  });

  it('is not ready when the database is gone, while still live', async () => {
    await emptyWithoutDemo.database.close();
    // A second on, the probes ask the database again (see the flood test below).
    emptyWithoutDemo.clock.advance(1000);
    expect(await readiness(emptyWithoutDemo)).toEqual({
      statusCode: 503,
      body: { status: 'not-ready', checks: checks({ database: false, migrated: false, seeded: false }) },
    });
    expect((await emptyWithoutDemo.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('probes that ask the database, under a flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No outbox polling, so every statement the counter sees is a probe's.
    t = await createTestApp({ variant: 'seeded', config: { NOTIFICATION_POLL_MS: 0, RATE_LIMIT_PER_MINUTE: 5 } });
  });
  afterAll(() => t?.close());

  it.each(['/health/ready', '/health'])(
    'answers %s from one database check a second, however many ask, and never refuses a probe',
    async (url) => {
      const probe = () => t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
      t.clock.advance(1000);
      const counter = countQueries(t.database);
      try {
        expect((await probe()).statusCode).toBe(200);
        const oneCheck = counter.count();
        expect(oneCheck).toBeGreaterThan(0);
        const flood = await Promise.all(Array.from({ length: 50 }, probe));
        for (let i = 0; i < 50; i++) flood.push(await probe());
        expect(flood.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
        expect(counter.count()).toBe(oneCheck);
        t.clock.advance(1000);
        expect((await probe()).statusCode).toBe(200);
        expect(counter.count()).toBe(2 * oneCheck);
      } finally {
        counter.detach();
      }
    },
  );
});
