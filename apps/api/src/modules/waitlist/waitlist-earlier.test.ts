import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { deliverAll, useDeliveringApp } from '#api/test/outbox-fixtures.js';
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
  codeMailedTo,
  entryStatus,
  offerAndDeliver,
  offerMailedTo,
  waitlistApi,
} from '#api/test/waitlist-fixtures.js';

// TEST_TODAY is Monday 2026-03-02, 10:00 in New York; the test clinic opens 09:00–17:00 on weekdays.
const MINUTE = 60_000;

describe('"tell me if something earlier opens" for a booked appointment', () => {
  const delivering = useDeliveringApp();
  let clinic: TestProvider;
  beforeAll(async () => {
    clinic = await addTestProvider(delivering.t);
  });

  it('proves the booking, offers only an earlier seat, and moves the booking in one step when accepted', async () => {
    const { t, smtp } = delivering;
    const later = slotsOn(clinic, '2026-03-10')[4]!;
    const booking = bookingBody(clinic, later);
    const booked = await api.book(t, booking);
    expect(booked.statusCode).toBe(201);
    const appointment = booked.json().data.appointments[0] as { id: string; confirmCode: string };
    const email = 'sooner.please@example.org';
    const proof = {
      kind: 'earlier',
      confirmCode: appointment.confirmCode,
      lastName: booking.basicInfo.lastName,
      dateOfBirth: booking.basicInfo.dateOfBirth,
      contact: { channel: 'email', email },
    };
    const wrong = await waitlistApi.join(t, { ...proof, lastName: 'Somebodyelse' });
    expect(wrong.statusCode).toBe(404);
    const joined = await waitlistApi.join(t, proof);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().data.waitlistEntry).toMatchObject({
      kind: 'earlier',
      windowFrom: '2026-03-02',
      windowTo: '2026-03-10',
    });
    const entryId = joined.json().data.waitlistEntry.id as string;
    await deliverAll(t);
    expect((await waitlistApi.confirm(t, entryId, codeMailedTo(smtp, email))).statusCode).toBe(200);

    // A seat freed after the appointment is no use to it.
    const after = await bookSeat(t, clinic, '2026-03-11', 0);
    expect((await api.cancel(t, after.id, after.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(0);

    const sooner = await bookSeat(t, clinic, '2026-03-04', 2);
    expect((await api.cancel(t, sooner.id, sooner.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    const token = offerMailedTo(smtp, email)!;
    const offerMail = smtp
      .inbox()
      .filter((mail) => mail.to === email)
      .at(-1)!;
    expect(offerMail.text).toContain('Your appointment can move to');
    const view = await waitlistApi.offer(t, token);
    expect(view.json().data.waitlistOffer).toMatchObject({
      kind: 'earlier',
      currentAppointment: { timestamp: later.timestamp },
      seat: { timestamp: sooner.slot.timestamp },
    });
    // Its link books nothing new: it moves the appointment.
    const asBooking = await api.book(t, { ...bookingBody(clinic, sooner.slot), waitlistOffer: token });
    expect(asBooking.statusCode).toBe(404);

    const moved = await waitlistApi.accept(t, token);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({
      id: appointment.id,
      timestamp: sooner.slot.timestamp,
      sequence: 1,
      status: 'BOOKED',
    });
    expect(await entryStatus(t, entryId)).toBe('booked');
    expect((await waitlistApi.accept(t, token)).statusCode).toBe(409);
    // Opened again (its answer lost, or from the message later), the link says the patient took it.
    expect((await waitlistApi.offer(t, token)).json().data.waitlistOffer).toMatchObject({
      status: 'accepted',
      seat: { timestamp: sooner.slot.timestamp, reservationCode: null },
      nextTimes: [],
    });
    // The old seat is free again, and the patient was told of the new time.
    expect((await api.reserve(t, holdBody(clinic, later))).statusCode).toBe(201);
    await deliverAll(t);
    const told = smtp.inbox().filter((mail) => mail.to === booking.basicInfo.email);
    expect(told.at(-1)?.subject).toBe('Your appointment at The Local Clinic has a new time');
    const appointments = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from appointments where id = ${appointment.id}`),
    );
    expect(appointments[0]!.n).toBe(1);
  });
});

describe('accepting an "earlier" offer again after its answer was lost', () => {
  const delivering = useDeliveringApp();
  let patients = 0;

  /** An appointment on the 10th, its patient waiting for earlier, and the seat freed on the 4th offered to them. */
  async function earlierOffer() {
    const { t, smtp } = delivering;
    // A clinic each, so no other test's entry waits for the seat freed here.
    const clinic = await addTestProvider(t);
    const later = slotsOn(clinic, '2026-03-10')[4]!;
    const booking = bookingBody(clinic, later);
    const booked = await api.book(t, booking);
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointments[0] as { id: string; confirmCode: string };
    patients += 1;
    const email = `earlier.retry.${patients}@example.org`;
    const joined = await waitlistApi.join(t, {
      kind: 'earlier',
      confirmCode: appointment.confirmCode,
      lastName: booking.basicInfo.lastName,
      dateOfBirth: booking.basicInfo.dateOfBirth,
      contact: { channel: 'email', email },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entryId = joined.json().data.waitlistEntry.id as string;
    await deliverAll(t);
    expect((await waitlistApi.confirm(t, entryId, codeMailedTo(smtp, email))).statusCode).toBe(200);
    const sooner = await bookSeat(t, clinic, '2026-03-04', 2);
    expect((await api.cancel(t, sooner.id, sooner.confirmCode)).statusCode).toBe(200);
    expect(await offerAndDeliver(t)).toBe(1);
    const token = offerMailedTo(smtp, email);
    expect(token).toBeDefined();
    return { appointmentId: appointment.id, entryId, token: token!, soonerAt: sooner.slot.timestamp };
  }

  /** How many times the appointment was moved, by its sequence and by its audit rows. */
  const moves = async (appointmentId: string) => {
    const { db } = delivering.t.database;
    const [row] = rowsOf<{ sequence: number }>(
      await db.execute(sql`select sequence from appointments where id = ${appointmentId}`),
    );
    const [audit] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from audit_log where appointment_id = ${appointmentId} and action = 'reschedule'`,
      ),
    );
    return { sequence: row!.sequence, audited: audit!.n };
  };

  it('answers a retry with the same key and request with the first move, now and after the hold would have ended', async () => {
    const { t } = delivering;
    const offer = await earlierOffer();
    const first = await waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.appointment).toMatchObject({ id: offer.appointmentId, timestamp: offer.soonerAt });

    const retry = await waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0001' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    t.clock.advance(11 * MINUTE);
    const late = await waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0001' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual(first.json());
    expect(await moves(offer.appointmentId)).toEqual({ sequence: 1, audited: 1 });
    expect(await entryStatus(t, offer.entryId)).toBe('booked');

    // The key with another request is refused; another key, or none, is told the offer is used up.
    const other = await waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0001', language: 'es' });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const fresh = await waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0002' });
    expect(fresh.statusCode, fresh.body).toBe(409);
    expect(fresh.json().errors[0].code).toBe('OFFER_TAKEN');
    expect((await waitlistApi.accept(t, offer.token)).statusCode).toBe(409);
    expect(await moves(offer.appointmentId)).toEqual({ sequence: 1, audited: 1 });
  });

  it('without a key moves once and refuses the same request sent again, as before', async () => {
    const { t } = delivering;
    const offer = await earlierOffer();
    const first = await waitlistApi.accept(t, offer.token);
    expect(first.statusCode, first.body).toBe(200);
    const again = await waitlistApi.accept(t, offer.token);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors[0].code).toBe('OFFER_TAKEN');
    expect(await moves(offer.appointmentId)).toEqual({ sequence: 1, audited: 1 });
  });

  it('answers copies of one acceptance sent at once with its one move', async () => {
    const { t } = delivering;
    const offer = await earlierOffer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => waitlistApi.accept(t, offer.token, { idempotencyKey: 'earlier-retry-0003' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await moves(offer.appointmentId)).toEqual({ sequence: 1, audited: 1 });
    expect(await entryStatus(t, offer.entryId)).toBe('booked');
  });

  it('refuses a malformed key, naming the header, before anything moves', async () => {
    const { t } = delivering;
    const offer = await earlierOffer();
    for (const key of ['x'.repeat(101), 'with space']) {
      const refused = await waitlistApi.accept(t, offer.token, { idempotencyKey: key });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors[0].field).toBe('idempotency-key');
    }
    expect(await moves(offer.appointmentId)).toEqual({ sequence: 0, audited: 0 });
    expect(await entryStatus(t, offer.entryId)).toBe('offered');
  });
});
