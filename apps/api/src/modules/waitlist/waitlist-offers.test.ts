import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { editClinicRules } from '#api/modules/directory';
import { useDeliveringApp } from '#api/test/outbox-fixtures.js';
import {
  addTestProvider,
  api,
  bookingBody,
  holdBody,
  slotsOn,
  type TestProvider,
} from '#api/test/scheduling-fixtures.js';
import {
  bookSeat,
  entryStatus,
  joinAndConfirm,
  notifyMeBody,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinic opens 09:00–17:00 on weekdays.
const DAY = '2026-03-04';
const MINUTE = 60_000;

describe('offers of freed seats to the waitlist, in line order, with the seat held', () => {
  const delivering = useDeliveringApp();
  let clinic: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(delivering.t);
  });

  it('offers a cancelled seat to the first in line, holds it, and passes it on when the offer runs out', async () => {
    const { t, smtp } = delivering;
    const booked = await bookSeat(t, clinic, DAY, 0);
    const first = notifyMeBody(clinic, DAY, DAY);
    const second = notifyMeBody(clinic, DAY, DAY);
    const firstId = await joinAndConfirm(t, smtp, first);
    t.clock.advance(MINUTE);
    const secondId = await joinAndConfirm(t, smtp, second);

    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    const token = offerMailedTo(smtp, first.contact.email);
    expect(token).toBeDefined();
    expect(offerMailedTo(smtp, second.contact.email)).toBeUndefined();
    expect(await entryStatus(t, firstId)).toBe('offered');

    // Held: the public cannot take it while the offer stands.
    expect((await api.reserve(t, holdBody(clinic, booked.slot))).statusCode).toBe(409);
    const view = await waitlistApi.offer(t, token!);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.waitlistOffer).toMatchObject({
      status: 'offered',
      seat: { timestamp: booked.slot.timestamp },
    });

    t.clock.advance(11 * MINUTE);
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, firstId)).toBe('waiting');
    expect(await entryStatus(t, secondId)).toBe('offered');
    const secondToken = offerMailedTo(smtp, second.contact.email)!;

    // The stale link says so and shows other times; the live one books the held seat.
    const stale = await waitlistApi.offer(t, token!);
    expect(stale.json().data.waitlistOffer.status).toBe('taken');
    expect(stale.json().data.waitlistOffer.nextTimes.length).toBeGreaterThan(0);
    const otherSlot = slotsOn(clinic, DAY)[5]!;
    const bookedOffer = await api.book(t, { ...bookingBody(clinic, otherSlot), waitlistOffer: secondToken });
    expect(bookedOffer.statusCode, bookedOffer.body).toBe(201);
    expect(bookedOffer.json().data.appointments[0].timestamp).toBe(booked.slot.timestamp);
    expect(await entryStatus(t, secondId)).toBe('booked');
    // Its link now says the patient took the time; the first, run out, still says it went to someone else.
    expect((await waitlistApi.offer(t, secondToken)).json().data.waitlistOffer).toMatchObject({
      status: 'accepted',
      seat: { timestamp: booked.slot.timestamp, reservationCode: null },
      nextTimes: [],
    });
    expect((await waitlistApi.offer(t, token!)).json().data.waitlistOffer.status).toBe('taken');
    const reused = await api.book(t, { ...bookingBody(clinic, otherSlot), waitlistOffer: secondToken });
    expect(reused.statusCode).toBe(409);
    const events = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from analytics_events where name like 'waitlist-%' order by id`),
    ).map((row) => row.name);
    expect(events).toEqual([
      'waitlist-joined',
      'waitlist-joined',
      'waitlist-offered',
      'waitlist-expired',
      'waitlist-offered',
      'waitlist-accepted',
    ]);
  });

  it('offers the seat a move leaves behind, and the seat of a hold left to lapse', async () => {
    const { t, smtp } = delivering;
    const moving = await bookSeat(t, clinic, '2026-03-05', 0);
    const held = slotsOn(clinic, '2026-03-05')[3]!;
    const hold = await api.reserve(t, holdBody(clinic, held));
    expect(hold.statusCode).toBe(201);
    const first = notifyMeBody(clinic, '2026-03-05', '2026-03-05');
    const second = notifyMeBody(clinic, '2026-03-05', '2026-03-05');
    await joinAndConfirm(t, smtp, first);
    t.clock.advance(1000);
    await joinAndConfirm(t, smtp, second);

    const moved = await api.reschedule(t, moving.id, {
      confirmCode: moving.confirmCode,
      dateTime: slotsOn(clinic, '2026-03-06')[0]!.timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    const firstOffer = await waitlistApi.offer(t, offerMailedTo(smtp, first.contact.email)!);
    expect(firstOffer.json().data.waitlistOffer.seat.timestamp).toBe(moving.slot.timestamp);

    // The visitor who held a time walks away; when the hold lapses the seat is offered, not left to chance.
    // The first offer ran out meanwhile too, so both seats are offered, one to each.
    t.clock.advance(11 * MINUTE);
    expect(await offerAndDeliver(t)).toBe(2);
    const standing = rowsOf<{ starts_at: string }>(
      await t.database.db.execute(
        sql`select starts_at from waitlist_offers where provider_id = ${clinic.id} and status = 'offered'`,
      ),
    ).map((row) => new Date(row.starts_at).toISOString());
    expect(standing.sort()).toEqual([moving.slot.timestamp, held.timestamp].sort());
  });

  it('offers the times a lifted closure gives back', async () => {
    const { t, smtp } = delivering;
    const closed = await addTestProvider(t);
    const closure = {
      id: 'waitlist-lifted',
      providerId: closed.id,
      startsLocal: '2026-03-09T00:00',
      endsLocal: '2026-03-10T00:00',
      reason: 'Inventory',
      kind: 'closure' as const,
      series: null,
    };
    const edit = (change: { add?: (typeof closure)[]; remove?: string[] }) =>
      t.database.db.transaction((tx) =>
        editClinicRules(
          tx,
          t.clock.now(),
          { providerId: closed.id, ...change, dryRun: false, bookings: { kind: 'refuse' } },
          async () => [],
        ),
      );
    expect((await edit({ add: [closure] }))?.status).toBe('applied');
    const waiting = notifyMeBody(closed, '2026-03-09', '2026-03-09');
    const entryId = await joinAndConfirm(t, smtp, waiting);
    expect(await offerAndDeliver(t)).toBe(0);

    expect((await edit({ remove: [closure.id] }))?.status).toBe('applied');
    expect(await offerAndDeliver(t)).toBe(1);
    expect(await entryStatus(t, entryId)).toBe('offered');
    const view = await waitlistApi.offer(t, offerMailedTo(smtp, waiting.contact.email)!);
    expect(view.json().data.waitlistOffer.seat.timestamp).toBe(slotsOn(closed, '2026-03-09')[0]!.timestamp);
  });
});
