import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '#api/clock.js';
import type { DatabaseHandle } from '#api/db/client.js';
import { analyticsEvents } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { analyticsRetention } from './analytics-retention.js';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const silent = { log: { info: vi.fn() }, roundFailed: vi.fn() };

/** Events received this long ago: past the 90 days first, then the boundary, then recent ones. */
const OLD = [365 * DAY, 120 * DAY, 91 * DAY, 90 * DAY + 1];
const KEPT = [90 * DAY, 89 * DAY, DAY, 0];

async function insertReceived(db: DatabaseHandle['db'], ages: readonly number[]) {
  await db.insert(analyticsEvents).values(
    ages.map((age) => ({
      receivedAt: ago(age),
      name: 'navigate',
      schemaVersion: '0.1.1',
      payload: { data: { to: 'main', step: 1, processStatus: 'idle' } },
    })),
  );
}

const receivedAges = async (db: DatabaseHandle['db']) =>
  (await db.select({ at: analyticsEvents.receivedAt }).from(analyticsEvents).orderBy(asc(analyticsEvents.receivedAt)))
    .map(({ at }) => NOW.getTime() - at.getTime())
    .sort((a, b) => b - a);

describe('analytics retention', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await insertReceived(database.db, [...OLD, ...KEPT]);
  });

  it('deletes, batch by batch, only the events older than the retention period', async () => {
    const retention = analyticsRetention({
      db: database.db,
      clock: fixedClock(NOW),
      retentionDays: 90,
      batchSize: 2,
      ...silent,
    });
    expect(await retention.deleteExpired()).toBe(OLD.length);
    expect(await receivedAges(database.db)).toEqual(KEPT);
    expect(await retention.deleteExpired()).toBe(0);
  });

  it('shares the work between processes deleting at the same time', async () => {
    const make = () =>
      analyticsRetention({ db: database.db, clock: fixedClock(NOW), retentionDays: 90, batchSize: 1, ...silent });
    const counts = await Promise.all([make().deleteExpired(), make().deleteExpired()]);
    expect(counts[0]! + counts[1]!).toBe(OLD.length);
    expect(await receivedAges(database.db)).toEqual(KEPT);
  });

  it('runs by itself once started, until stopped', async () => {
    const retention = analyticsRetention({ db: database.db, clock: fixedClock(NOW), retentionDays: 90, ...silent });
    retention.start({ firstDelayMs: 0, everyMs: 50 });
    await vi.waitFor(async () => expect(await receivedAges(database.db)).toEqual(KEPT), { timeout: 10_000 });
    await retention.stop();
  });

  it('finds old events by an index on received_at', async () => {
    const result = await database.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'analytics_events' and indexdef like '%(received_at)%'`,
    );
    expect(rowsOf(result)).toHaveLength(1);
  });
});

describe('the API process', () => {
  it('deletes the events older than ANALYTICS_RETENTION_DAYS', async () => {
    const t = await createTestApp({ variant: 'empty', now: NOW, config: { ANALYTICS_RETENTION_DAYS: 30 } });
    try {
      await insertReceived(t.database.db, [31 * DAY, 29 * DAY]);
      expect(await t.app.analyticsRetention.deleteExpired()).toBe(1);
      expect(await receivedAges(t.database.db)).toEqual([29 * DAY]);
    } finally {
      await t.close();
    }
  });
});
