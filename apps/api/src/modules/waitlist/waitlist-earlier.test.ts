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
