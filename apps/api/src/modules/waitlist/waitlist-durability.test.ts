import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliveringConfig, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { bookSeat, joinAndConfirm, notifyMeBody } from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinics open 09:00–17:00 on weekdays.
const SEATS = 24;
const WAITING = 36;

describe('offers across two API processes, a storm of cancellations and a process that dies', () => {
  const delivering = useDeliveringApp();
  let second: TestApp;
  let clinic: TestProvider;
  beforeAll(async () => {
    const { t, smtp } = delivering;
    // Another process over the same database and key, as a second API process would be.
    second = await createTestApp({
      database: t.database,
      config: { ...deliveringConfig(smtp.url), ENCRYPTION_KEY: t.app.deps.config.ENCRYPTION_KEY },
    });
    clinic = await addTestProvider(t);
  });
  afterAll(() => second?.close());

  const offers = async (t: TestApp) =>
    rowsOf<{ entry_id: string; starts_at: string; status: string }>(
      await t.database.db.execute(
        sql`select o.entry_id, o.starts_at, o.status from waitlist_offers o
            join waitlist_entries e on e.id = o.entry_id where ${clinic.id} = any(e.provider_ids)`,
      ),
    );

  it('offers every freed seat once, to the first in line, whichever process takes it', async () => {
    const { t, smtp } = delivering;
    const seats = [];
    for (let index = 0; index < SEATS; index++) seats.push(await bookSeat(t, clinic, '2026-03-05', index));
    const line: string[] = [];
    for (let n = 0; n < WAITING; n++) {
      line.push(await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-05', '2026-03-05')));
      t.clock.advance(1000);
      second.clock.set(t.clock.now());
    }
    // The storm: every seat cancelled, half through each process.
    const cancelled = await Promise.all(
      seats.map((seat, index) => api.cancel(index % 2 ? second : t, seat.id, seat.confirmCode, `192.0.2.${index + 1}`)),
    );
    expect(cancelled.map((answer) => answer.statusCode)).toEqual(seats.map(() => 200));
    const made = await Promise.all([t.app.waitlist.runOnce(), second.app.waitlist.runOnce()]);
    expect(made[0] + made[1]).toBe(SEATS);

    const offered = await offers(t);
    expect(offered).toHaveLength(SEATS);
    expect(new Set(offered.map((offer) => new Date(offer.starts_at).getTime())).size).toBe(SEATS);
    expect(new Set(offered.map((offer) => offer.entry_id))).toEqual(new Set(line.slice(0, SEATS)));
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from waitlist_openings`),
    );
    expect(left[0]!.n).toBe(0);
  });

  it('takes up the openings a dead process leased once the lease runs out', async () => {
    const { t, smtp } = delivering;
    const seat = await bookSeat(t, clinic, '2026-03-06', 0);
    const id = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-06', '2026-03-06'));
    expect((await api.cancel(t, seat.id, seat.confirmCode, '192.0.2.100')).statusCode).toBe(200);
    // A process took the opening and died before offering it.
    await t.database.db.execute(
      sql`update waitlist_openings set leased_until = ${new Date(t.clock.now().getTime() + 60_000).toISOString()}::timestamptz`,
    );
    second.clock.set(t.clock.now());
    expect(await second.app.waitlist.runOnce()).toBe(0);
    second.clock.advance(61_000);
    expect(await second.app.waitlist.runOnce()).toBe(1);
    expect((await offers(t)).filter((offer) => offer.entry_id === id)).toHaveLength(1);
  });
});
