import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { useDeliveringApp } from '#api/test/outbox-fixtures.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
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
const MINUTE = 60_000;

describe('offer links against races, forgeries, replays and the clock', () => {
  const delivering = useDeliveringApp();
  let clinic: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(delivering.t);
  });

  const bookingsAt = async (timestamp: string) =>
    rowsOf<{ n: number }>(
      await delivering.t.database.db.execute(
        sql`select count(*)::int as n from appointments
            where provider_id = ${clinic.id} and starts_at = ${timestamp}::timestamptz and status = 'BOOKED'`,
      ),
    )[0]!.n;

  /** A seat of `date` booked, one entry waiting for that day, the seat cancelled and offered to it. */
  async function offeredSeat(date: string, index: number) {
    const { t, smtp } = delivering;
    const booked = await bookSeat(t, clinic, date, index);
    const body = notifyMeBody(clinic, date, date);
    const entryId = await joinAndConfirm(t, smtp, body);
    expect((await api.cancel(t, booked.id, booked.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    const token = offerMailedTo(smtp, body.contact.email);
    expect(token).toBeDefined();
    return { slot: booked.slot, entryId, token: token!, email: body.contact.email };
  }

  it('books exactly once when 20 people open one offer link at once', async () => {
    const { t } = delivering;
    const offer = await offeredSeat('2026-03-05', 0);
    const elsewhere = slotsOn(clinic, '2026-03-05')[10]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.book(t, { ...bookingBody(clinic, elsewhere), waitlistOffer: offer.token })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await bookingsAt(offer.slot.timestamp)).toBe(1);
    expect(await bookingsAt(elsewhere.timestamp)).toBe(0);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.errors[0].code).toBe('OFFER_TAKEN');
  });

  it('lets an offer and a public booking of its seat race: one wins, the other is told, nothing is double-booked', async () => {
    const { t } = delivering;
    const offer = await offeredSeat('2026-03-06', 0);
    // While the offer stands, the public sees the seat taken.
    const early = await api.book(t, bookingBody(clinic, offer.slot));
    expect(early.statusCode).toBe(409);
    // At the very moment the hold runs out both try at once.
    t.clock.advance(10 * MINUTE);
    const [publicBooking, offerBooking] = await Promise.all([
      api.book(t, bookingBody(clinic, offer.slot)),
      api.book(t, { ...bookingBody(clinic, offer.slot), waitlistOffer: offer.token }),
    ]);
    expect(publicBooking.statusCode).toBe(201);
    expect(offerBooking.statusCode).toBe(409);
    expect(offerBooking.json().errors[0].message).toMatch(/no longer held for you/);
    expect(await bookingsAt(offer.slot.timestamp)).toBe(1);
    // The runner-up's offer ends with the seat already gone: nothing more is offered for it.
    expect(await offerAndDeliver(t)).toBe(0);
    expect(await entryStatus(t, offer.entryId)).toBe('waiting');
  });

  it('answers a retried offer booking with its first answer, though the offer is used up by then', async () => {
    const { t } = delivering;
    const offer = await offeredSeat('2026-03-10', 0);
    const body = { ...bookingBody(clinic, offer.slot), waitlistOffer: offer.token };
    const first = await api.book(t, body, 'offer-retry-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(await entryStatus(t, offer.entryId)).toBe('booked');

    // The answer was lost: the form sends the same again with the same key, now and after the offer would have run out.
    const retry = await api.book(t, { ...body }, 'offer-retry-0001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    t.clock.advance(11 * MINUTE);
    const late = await api.book(t, { ...body }, 'offer-retry-0001');
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toEqual(first.json());
    expect(await bookingsAt(offer.slot.timestamp)).toBe(1);

    // The key with another request is the public path's refusal; another key is told the offer is gone.
    const other = await api.book(t, { ...body, notes: ['Another form'] }, 'offer-retry-0001');
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const fresh = await api.book(t, { ...body }, 'offer-retry-0002');
    expect(fresh.statusCode, fresh.body).toBe(409);
    expect(fresh.json().errors[0].code).toBe('OFFER_TAKEN');
    expect(await bookingsAt(offer.slot.timestamp)).toBe(1);
  });

  it('answers copies of one offer booking sent at once with its one booking', async () => {
    const { t } = delivering;
    const offer = await offeredSeat('2026-03-11', 0);
    const body = { ...bookingBody(clinic, offer.slot), waitlistOffer: offer.token };
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.book(t, body, 'offer-retry-0003')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.appointments[0].id)).size).toBe(1);
    expect(await bookingsAt(offer.slot.timestamp)).toBe(1);
  });

  it('refuses forged, other-offer, malformed, replayed and expired links', async () => {
    const { t } = delivering;
    const first = await offeredSeat('2026-03-09', 0);
    const second = await offeredSeat('2026-03-09', 1);
    const [firstId, firstSecret] = first.token.split('.') as [string, string];
    const [, secondSecret] = second.token.split('.') as [string, string];
    const flipped = `${firstSecret[0] === 'A' ? 'B' : 'A'}${firstSecret.slice(1)}`;
    for (const token of [`${firstId}.${flipped}`, `${firstId}.${secondSecret}`]) {
      const view = await waitlistApi.offer(t, token);
      expect(view.statusCode, token).toBe(404);
      const booking = await api.book(t, { ...bookingBody(clinic, first.slot), waitlistOffer: token });
      expect(booking.statusCode, token).toBe(404);
      expect(booking.json().errors[0].code).toBe('OFFER_NOT_FOUND');
    }
    const malformed = await waitlistApi.offer(t, `${firstId}.short`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('token');
    const malformedBooking = await api.book(t, { ...bookingBody(clinic, first.slot), waitlistOffer: 'nope' });
    expect(malformedBooking.json().errors[0].field).toBe('waitlistOffer');

    const used = await api.book(t, { ...bookingBody(clinic, first.slot), waitlistOffer: first.token });
    expect(used.statusCode, used.body).toBe(201);
    const replayed = await api.book(t, { ...bookingBody(clinic, first.slot), waitlistOffer: first.token });
    expect(replayed.statusCode).toBe(409);
    // Another visitor's form cannot use the second offer once it has run out.
    t.clock.advance(11 * MINUTE);
    const expired = await api.book(t, { ...bookingBody(clinic, second.slot), waitlistOffer: second.token });
    expect(expired.statusCode).toBe(409);
    const stale = await waitlistApi.offer(t, second.token);
    expect(stale.json().data.waitlistOffer).toMatchObject({ status: 'taken', seat: { reservationCode: null } });
    expect(stale.json().data.waitlistOffer.nextTimes).toHaveLength(3);
  });
});
