import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createSecrets, newKeyList, parseKeyring } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import {
  addTestProvider,
  api,
  bookingBody,
  countRows,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import { canonicalJson, IdempotentRequest, idempotencyContext } from './idempotency.js';

describe('bookings with an Idempotency-Key', () => {
  let t: TestApp;
  let clinic: TestProvider;
  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
    clinic = await addTestProvider(t, { capacity: 3 });
  });
  afterAll(() => t.close());

  it('answers a retry with the first answer and books once', async () => {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[0]!);
    const first = await api.book(t, body, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    const before = await countRows(t);
    // The key is answered before any rule is applied again: even with the clock past the slot.
    t.clock.advance(2 * 24 * 3600_000);
    const retry = await api.book(t, { ...body }, 'retry-key-0001');
    t.clock.advance(-2 * 24 * 3600_000);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(t)).toEqual(before);
  });

  it('treats the same fields in another order as the same request', async () => {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[1]!);
    const first = await api.book(t, body, 'retry-key-0002');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await api.book(t, reordered, 'retry-key-0002');
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the key with a different request with 422, writing nothing', async () => {
    const slot = slotsOn(clinic, '2026-03-03')[2]!;
    expect((await api.book(t, bookingBody(clinic, slot), 'retry-key-0003')).statusCode).toBe(201);
    const before = await countRows(t);
    const other = await api.book(t, bookingBody(clinic, slot), 'retry-key-0003');
    expect(other.statusCode).toBe(422);
    expect(await countRows(t)).toEqual(before);
  });

  it('books once when duplicates arrive together', async () => {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[3]!);
    const before = await countRows(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.book(t, body, 'retry-key-0004')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().data.appointments[0].id));
    expect(ids.size).toBe(1);
    expect((await countRows(t)).appointments).toBe(before.appointments + 1);
  });

  it('does not remember a failed request, so a retry can still succeed', async () => {
    const slot = slotsOn(clinic, '2026-03-03')[4]!;
    const body = bookingBody(clinic, slot, { dateTime: '2026-03-03T14:05:00.000Z' });
    expect((await api.book(t, body, 'retry-key-0005')).statusCode).toBe(400);
    expect((await api.book(t, { ...body, dateTime: slot.timestamp }, 'retry-key-0005')).statusCode).toBe(201);
  });

  it('gives a refusal met before the key was taken way to a twin’s answer committed meanwhile', async () => {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[7]!);
    const spent = new Error('the hold was spent');
    const request = (key: string, sent: unknown = body) => new IdempotentRequest(t.app.secrets, key, sent);
    // No twin: the refusal stands.
    await expect(request('retry-key-0007').answerDespite(t.database.db, spent)).rejects.toBe(spent);
    const first = await api.book(t, body, 'retry-key-0007');
    expect(await request('retry-key-0007').answerDespite(t.database.db, spent)).toEqual({
      status: 201,
      body: first.json(),
    });
    // A different request under the key is still key reuse.
    await expect(
      request('retry-key-0007', { ...body, language: 'es' }).answerDespite(t.database.db, spent),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('replays a row from before request digests were sealed while its hash key is listed, and 422 after', async () => {
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-03')[5]!);
    const first = await api.book(t, body, 'retry-key-0006');
    expect(first.statusCode).toBe(201);
    // As the release before wrote it: a keyed hash of the request, and the answer sealed alone.
    const { secrets } = t.app;
    await t.database.db.execute(sql`
      update idempotency_keys
      set request_hash = ${secrets.keyedHash('request-body', canonicalJson(body))},
          body = ${JSON.stringify({ sealed: secrets.seal(JSON.stringify(first.json()), idempotencyContext('retry-key-0006')) })}::jsonb
      where key = 'retry-key-0006'`);
    const retry = await api.book(t, body, 'retry-key-0006');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(
      (await api.book(t, bookingBody(clinic, slotsOn(clinic, '2026-03-03')[6]!), 'retry-key-0006')).statusCode,
    ).toBe(422);

    // The hash's key removed (the answer re-sealed under the new one): the request cannot be told from another,
    // so it is refused rather than answered.
    const next = createSecrets(parseKeyring(newKeyList('next')));
    const row = rowsOf<{ sealed: string }>(
      await t.database.db.execute(
        sql`select body->>'sealed' as sealed from idempotency_keys where key = 'retry-key-0006'`,
      ),
    )[0]!;
    const resealed = next.seal(
      secrets.open(row.sealed, idempotencyContext('retry-key-0006')),
      idempotencyContext('retry-key-0006'),
    );
    const replay = new IdempotentRequest(next, 'retry-key-0006', body);
    await t.database.db.execute(
      sql`update idempotency_keys set body = ${JSON.stringify({ sealed: resealed })}::jsonb where key = 'retry-key-0006'`,
    );
    await expect(replay.earlierAnswer(t.database.db)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
