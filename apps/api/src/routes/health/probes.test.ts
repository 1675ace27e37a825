import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

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
    const ready = await seeded.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrated: true, seeded: true, accepting: true },
    });
  });

  it('is not ready while the demo chain it is configured to serve is missing', async () => {
    const ready = await emptyWantingDemo.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not-ready',
      checks: { database: true, migrated: true, seeded: false, accepting: true },
    });
  });

  it('is ready without the demo chain when none is asked for', async () => {
    const ready = await emptyWithoutDemo.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('is not ready once draining, and asks kept-alive clients to reconnect elsewhere', async () => {
    seeded.app.draining.active = true;
    const ready = await seeded.app.inject({ method: 'GET', url: '/health/ready' });
    seeded.app.draining.active = false;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { accepting: false } });
    expect(ready.headers.connection).toBe('close');
  });

  it('is not ready when the database is gone, while still live', async () => {
    await emptyWithoutDemo.database.close();
    const ready = await emptyWithoutDemo.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not-ready',
      checks: { database: false, migrated: false, seeded: false, accepting: true },
    });
    expect((await emptyWithoutDemo.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
