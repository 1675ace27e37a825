import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { randomToken } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliverAll, deliveringConfig, useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, SERVICES, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { bookSeat, joinAndConfirm, notifyMeBody } from '#api/test/waitlist-fixtures.js';
import { insertEntry } from './entries.repository.js';
import { claimOpenings } from './offers.repository.js';
import { sealContact } from './sealed-contact.js';
import { linkHashOf, newLinkSecret } from './waitlist-tokens.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinics open 09:00–17:00 on weekdays, 28 starts a day.
const DAYS = ['2026-03-05', '2026-03-06'];
const SEATS = 200;
const WAITING = 2000;
/** The storm: SEATS cancellations in waves, a minute in all; the second process goes away after half of them. */
const WAVES = 10;
const WAVE_MS = 6_000;
const LEASE_MS = 60_000;

/**
 * Puts `count` entries in line, first to last, as confirming their codes would have: real rows through the
 * module's own repository, each with its sealed contact, in one transaction rather than 2,000 joins.
 */
async function putInLine(t: TestApp, count: number, providerIds: string[]): Promise<string[]> {
  const { secrets } = t.app;
  const now = t.clock.now();
  const ids: string[] = [];
  await t.database.db.transaction(async (tx) => {
    for (let n = 0; n < count; n++) {
      const id = randomToken();
      const to = `storm.${n}@example.org`;
      const leaveToken = newLinkSecret();
      await insertEntry(tx, {
        id,
        kind: 'notify-me',
        status: 'waiting',
        businessName: 'tlc',
        serviceIds: [SERVICES.flu],
        providerIds,
        windowFrom: DAYS[0]!,
        windowTo: DAYS.at(-1)!,
        channel: 'email',
        contactSealed: sealContact(secrets, id, { to, leaveToken }),
        contactHash: secrets.keyedHash('waitlist-contact', to),
        hashKeyId: secrets.currentKeyId,
        language: 'en',
        leaveTokenHash: linkHashOf(leaveToken),
        createdAt: now,
        confirmedAt: new Date(now.getTime() + n),
        lapsesAt: new Date('2026-03-07T05:00:00Z'),
      });
      ids.push(id);
    }
  });
  return ids;
}

describe('offers across two API processes, a storm of cancellations and a process that dies', () => {
  const delivering = useDeliveringApp();
  let second: TestApp;
  let restarted: TestApp | undefined;
  const processConfig = () => ({
    ...deliveringConfig(delivering.smtp.url),
    ENCRYPTION_KEY: delivering.t.app.deps.config.ENCRYPTION_KEY,
  });
  beforeAll(async () => {
    // Another process over the same database and key, as a second API process would be.
    second = await createTestApp({ database: delivering.t.database, config: processConfig() });
  });
  afterAll(async () => {
    await second?.close();
    await restarted?.close();
  });

  const offersAt = async (t: TestApp, clinics: TestProvider[]) =>
    rowsOf<{ entry_id: string; provider_id: string; starts_at: string; reservation_code: string }>(
      await t.database.db.execute(
        sql`select o.entry_id, o.provider_id, o.starts_at, o.reservation_code from waitlist_offers o
            where o.provider_id in (${sql.join(
              clinics.map((clinic) => sql`${clinic.id}`),
              sql`, `,
            )})`,
      ),
    );
  const count = async (t: TestApp, query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n;

  it('offers each of 200 seats freed in a minute once, to the first 200 of 2,000 in line, through a restart', async () => {
    const { t } = delivering;
    const started = Date.now();
    // Two clinics of one seat a start and one of two, as the chain has them; the patients wait at all three.
    const clinics = [await addTestProvider(t, { capacity: 2 }), await addTestProvider(t), await addTestProvider(t)];
    const seats: ({ clinic: TestProvider } & Awaited<ReturnType<typeof bookSeat>>)[] = [];
    for (const clinic of clinics) {
      for (const day of DAYS) {
        for (let index = 0; index < 28 && seats.length < SEATS; index++) {
          for (let seat = 0; seat < clinic.capacity && seats.length < SEATS; seat++) {
            seats.push({ clinic, ...(await bookSeat(t, clinic, day, index)) });
          }
        }
      }
    }
    const line = await putInLine(
      t,
      WAITING,
      clinics.map((clinic) => clinic.id),
    );
    const setup = Date.now() - started;

    // The storm: a wave of cancellations every 6 s, half through each live process, while both workers run.
    let live = [t, second];
    const advance = (ms: number) => {
      t.clock.advance(ms);
      for (const process of [second, restarted]) process?.clock.set(t.clock.now());
    };
    const perWave = SEATS / WAVES;
    let offered = 0;
    for (let wave = 0; wave < WAVES; wave++) {
      const cancellations = seats
        .slice(wave * perWave, (wave + 1) * perWave)
        .map((seat, index) =>
          api.cancel(live[index % live.length]!, seat.id, seat.confirmCode, `192.0.2.${(index % 250) + 1}`),
        );
      if (wave === WAVES / 2) {
        // Mid-storm the second process takes a batch of openings and dies before offering them; a fresh one
        // starts on the same database.
        const answers = await Promise.all(cancellations);
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
        const taken = await claimOpenings(second.database.db, {
          now: second.clock.now(),
          leaseUntil: new Date(second.clock.now().getTime() + LEASE_MS),
          limit: perWave / 2,
        });
        expect(taken.length).toBeGreaterThan(0);
        await second.close();
        restarted = await createTestApp({
          database: t.database,
          config: processConfig(),
          now: t.clock.now(),
        });
        live = [t, restarted];
        for (const process of live) offered += await process.app.waitlist.runOnce();
      } else {
        const [answers, made] = await Promise.all([
          Promise.all(cancellations),
          Promise.all(live.map((process) => process.app.waitlist.runOnce())),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
        offered += made.reduce((sum, n) => sum + n, 0);
      }
      advance(WAVE_MS);
    }
    for (const process of live) offered += await process.app.waitlist.runOnce();
    // What the dead process held waits for its lease, then either live process takes it up.
    expect(await count(t, sql`select count(*)::int as n from waitlist_openings`)).toBeGreaterThan(0);
    advance(LEASE_MS);
    const made = await Promise.all(live.map((process) => process.app.waitlist.runOnce()));
    offered += made.reduce((sum, n) => sum + n, 0);

    expect(offered).toBe(SEATS);
    const offers = await offersAt(t, clinics);
    expect(offers).toHaveLength(SEATS);
    // Each freed seat once: a start of two seats twice, a start of one seat once.
    const perStart = new Map<string, number>();
    for (const offer of offers) {
      const key = `${offer.provider_id} ${new Date(offer.starts_at).toISOString()}`;
      perStart.set(key, (perStart.get(key) ?? 0) + 1);
    }
    const freed = new Map<string, number>();
    for (const seat of seats) {
      const key = `${seat.clinic.id} ${seat.slot.timestamp}`;
      freed.set(key, (freed.get(key) ?? 0) + 1);
    }
    expect(perStart).toEqual(freed);
    // In line order: the first 200 entries, each one seat.
    expect(new Set(offers.map((offer) => offer.entry_id))).toEqual(new Set(line.slice(0, SEATS)));
    // Held, each seat by its offer, and nothing left to offer or overbooked.
    const codes = offers.map((offer) => sql`${offer.reservation_code}`);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from slot_claims where reservation_code in (${sql.join(codes, sql`, `)})`,
      ),
    ).toBe(SEATS);
    expect(await count(t, sql`select count(*)::int as n from waitlist_openings`)).toBe(0);
    expect(
      await count(
        t,
        sql`select count(*)::int as n from (select provider_id, starts_at from slot_claims
                                             group by provider_id, starts_at having count(*) > max(capacity)) over`,
      ),
    ).toBe(0);
    const offersMade = Date.now() - started - setup;
    // Every offer's e-mail reaches the mail server: to the first 200 in line, once each.
    await deliverAll(t);
    const mailed = delivering.smtp
      .inbox()
      .filter((mail) => mail.to.startsWith('storm.') && /opened up/.test(mail.subject))
      .map((mail) => mail.to);
    expect(mailed).toHaveLength(SEATS);
    expect(new Set(mailed)).toEqual(new Set(line.slice(0, SEATS).map((_, n) => `storm.${n}@example.org`)));
    const delivered = Date.now() - started - setup - offersMade;
    console.info(
      `${SEATS} seats, ${WAITING} waiting: set-up ${setup} ms, storm to offers ${offersMade} ms, e-mails ${delivered} ms`,
    );
    // About 20 s alone; twice that beside other test files on two cores.
  }, 120_000);

  it('takes up the openings a dead process leased once the lease runs out', async () => {
    const { t, smtp } = delivering;
    const clinic = await addTestProvider(t);
    const seat = await bookSeat(t, clinic, '2026-03-06', 0);
    const id = await joinAndConfirm(t, smtp, notifyMeBody(clinic, '2026-03-06', '2026-03-06'));
    expect((await api.cancel(t, seat.id, seat.confirmCode, '192.0.2.100')).statusCode).toBe(200);
    // A process took the opening and died before offering it.
    await t.database.db.execute(
      sql`update waitlist_openings set leased_until = ${new Date(t.clock.now().getTime() + LEASE_MS).toISOString()}::timestamptz`,
    );
    expect(await t.app.waitlist.runOnce()).toBe(0);
    t.clock.advance(LEASE_MS + 1000);
    expect(await t.app.waitlist.runOnce()).toBe(1);
    const offers = await offersAt(t, [clinic]);
    expect(offers.filter((offer) => offer.entry_id === id)).toHaveLength(1);
  });
});
