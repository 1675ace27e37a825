import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '#api/clock.js';
import type { DatabaseHandle } from '#api/db/client.js';
import { idempotencyKeys } from '#api/db/schema.js';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { createTestDatabase } from '#api/test/database.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { idempotencyExpiry } from './idempotency-expiry.js';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const silent = { log: { info: vi.fn() }, roundFailed: vi.fn() };

/** Keys first used this long ago: past the 24 hours first, then the boundary, then recent ones. */
const OLD = [30 * 24 * HOUR, 48 * HOUR, 25 * HOUR, 24 * HOUR + 1];
const KEPT = [24 * HOUR, 23 * HOUR, HOUR, 0];

async function insertKeys(db: DatabaseHandle['db'], ages: readonly number[]) {
  await db.insert(idempotencyKeys).values(
    ages.map((age) => ({
      key: `aged-${age}`,
      status: 201,
      body: { sealed: 'not opened here' },
      createdAt: new Date(NOW.getTime() - age),
    })),
  );
}

const keptAges = async (db: DatabaseHandle['db']) =>
  (await db.select({ at: idempotencyKeys.createdAt }).from(idempotencyKeys).orderBy(asc(idempotencyKeys.createdAt)))
    .map(({ at }) => NOW.getTime() - at.getTime())
    .sort((a, b) => b - a);

describe('Idempotency-Key expiry', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('empty');
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(idempotencyKeys);
    await insertKeys(database.db, [...OLD, ...KEPT]);
  });

  it('deletes, batch by batch, only the keys first used more than 24 hours ago', async () => {
    const expiry = idempotencyExpiry({ db: database.db, clock: fixedClock(NOW), batchSize: 2, ...silent });
    expect(await expiry.deleteExpired()).toBe(OLD.length);
    expect(await keptAges(database.db)).toEqual(KEPT);
    expect(await expiry.deleteExpired()).toBe(0);
  });

  it('shares the work between processes deleting at the same time', async () => {
    const make = () => idempotencyExpiry({ db: database.db, clock: fixedClock(NOW), batchSize: 1, ...silent });
    const counts = await Promise.all([make().deleteExpired(), make().deleteExpired()]);
    expect(counts[0]! + counts[1]!).toBe(OLD.length);
    expect(await keptAges(database.db)).toEqual(KEPT);
  });

  it('runs by itself once started, until stopped', async () => {
    const expiry = idempotencyExpiry({ db: database.db, clock: fixedClock(NOW), ...silent });
    expiry.start({ firstDelayMs: 0, everyMs: 50 });
    await vi.waitFor(async () => expect(await keptAges(database.db)).toEqual(KEPT), { timeout: 10_000 });
    await expiry.stop();
  });

  it('finds old keys by an index on created_at', async () => {
    const result = await database.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'idempotency_keys' and indexdef like '%(created_at)%'`,
    );
    expect(rowsOf(result)).toHaveLength(1);
  });
});

describe('a key after its answer expired, in the API process', () => {
  let t: TestApp;
  let clinic: TestProvider;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await addTestProvider(t);
  });
  afterAll(() => t.close());

  it('is a new request: the same booking is not made twice, and books anew once the first is cancelled', async () => {
    const slots = slotsOn(clinic, '2026-03-04');
    const forgotten = bookingBody(clinic, slots[0]!);
    const first = await api.book(t, forgotten, 'expiry-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    t.clock.advance(23 * HOUR);
    const recent = bookingBody(clinic, slots[1]!);
    const kept = await api.book(t, recent, 'expiry-key-0002');
    expect(kept.statusCode, kept.body).toBe(201);

    t.clock.advance(2 * HOUR);
    expect(await t.app.idempotencyExpiry.deleteExpired()).toBe(1);
    expect(t.logs().some((line) => line.includes('idempotent answers expired'))).toBe(true);

    // The answer under 24 hours old is still given.
    const replay = await api.book(t, { ...recent }, 'expiry-key-0002');
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual(kept.json());

    // The forgotten one is booked again as if new: the patient has the visit that day, so nothing is booked twice.
    const again = await api.book(t, { ...forgotten }, 'expiry-key-0001');
    expect(again.statusCode, again.body).toBe(429);
    expect(again.json().errors[0].code).toBe('ALREADY_BOOKED');
    const { id, confirmCode } = first.json().data.appointments[0];
    expect((await api.cancel(t, id, confirmCode)).statusCode).toBe(200);
    const anew = await api.book(t, { ...forgotten }, 'expiry-key-0001');
    expect(anew.statusCode, anew.body).toBe(201);
    expect(anew.json().data.appointments[0].id).not.toBe(id);
  });
});
