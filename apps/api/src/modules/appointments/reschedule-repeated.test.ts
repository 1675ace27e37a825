import { RescheduleResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { LATER, rescheduleFixtures, TOMORROW } from '#api/test/reschedule-fixtures.js';
import { api, holdBody, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

/** A move sent again, with its Idempotency-Key or without one: the appointment moves once (decisions 069, 071). */
describe('POST /appointment-management/v2/appointments/{id}/reschedule, sent again', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  /** Two seats a time: a visitor may hold the other seat of the time their appointment has. */
  const twoSeats = useTestProvider(t, { capacity: 2 });
  const { nextIndex, bookAt, row, claimsOf, heldMove, reschedules, changeMessages } = rescheduleFixtures(t, clinic);

  it('answers a move sent again without a key with the appointment as it is: one move, one message', async () => {
    const { id, body, target } = await heldMove();
    const first = await api.reschedule(t, id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.appointment).toMatchObject({ timestamp: target.timestamp, sequence: 1 });
    expect(await changeMessages(id)).toBe(1);

    // The client lost the answer and sends the move again, as it was: the appointment is already there.
    const again = await api.reschedule(t, id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await row(id)).toMatchObject({ provider_id: clinic.id, sequence: 1 });
    expect(new Date((await row(id)).starts_at).toISOString()).toBe(target.timestamp);
    expect(await reschedules(id)).toBe(1);
    expect(await changeMessages(id)).toBe(1);
    expect(await claimsOf(id)).toEqual([{ provider_id: clinic.id, starts_at: target.timestamp }]);

    // Asked for another time, it moves, and the patient is told once more.
    const later = slotsOn(clinic, LATER)[nextIndex()]!;
    const moved = await api.reschedule(t, id, { confirmCode: body.confirmCode, dateTime: later.timestamp });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ timestamp: later.timestamp, sequence: 2 });
    expect(await reschedules(id)).toBe(2);
    expect(await changeMessages(id)).toBe(2);
  });

  it('gives back the hold a move onto the appointment’s own seat names, and changes nothing else', async () => {
    const index = nextIndex();
    const booked = await bookAt(twoSeats, TOMORROW, index);
    const [appointment] = booked.appointments;
    // The time's other seat, held: the move names it, but the appointment has a seat at that time already.
    const hold = await api.reserve(t, holdBody(twoSeats, booked.slot));
    expect(hold.statusCode, hold.body).toBe(201);
    const reservationCode = hold.json().data.appointmentReservations.reservationCode as string;
    const before = await row(appointment!.id);
    expect(before.language).toBe('en');

    const response = await api.reschedule(t, appointment!.id, {
      confirmCode: appointment!.confirmCode,
      dateTime: booked.slot.timestamp,
      reservationCode,
      locationNumber: twoSeats.id,
      language: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(RescheduleResponseSchema.parse(response.json()).data).toEqual({
      appointment: {
        id: appointment!.id,
        timestamp: booked.slot.timestamp,
        timezone: 'America/New_York',
        providerId: twoSeats.id,
        serviceIds: [SERVICES.flu],
        status: 'BOOKED',
        sequence: 0,
        durationMinutes: 15,
      },
    });
    // Nothing is written, the language the move was asked in neither: nothing new is said to the patient in it.
    expect(await row(appointment!.id)).toEqual(before);
    expect(await claimsOf(appointment!.id)).toEqual([{ provider_id: twoSeats.id, starts_at: booked.slot.timestamp }]);
    expect(await reschedules(appointment!.id)).toBe(0);
    expect(await changeMessages(appointment!.id)).toBe(0);
    const held = await t.database.db.execute(
      sql`select 1 from slot_claims where reservation_code = ${reservationCode}`,
    );
    expect(rowsOf(held)).toHaveLength(0);
    const released = await t.database.db.execute(
      sql`select 1 from audit_log where reservation_code = ${reservationCode} and action = 'release'`,
    );
    expect(rowsOf(released)).toHaveLength(1);
    // The seat the hold had is free again.
    expect((await api.reserve(t, holdBody(twoSeats, booked.slot))).statusCode).toBe(201);
  });

  it('leaves a first appointment and its follow-up where they are when the move names the times they have', async () => {
    const index = nextIndex();
    const followupSlot = slotsOn(clinic, '2026-03-31')[index]!;
    const booked = await bookAt(clinic, TOMORROW, index, {
      serviceIds: [SERVICES.hepB1],
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: followupSlot.timestamp, timezone: 'America/New_York' },
      },
    });
    const [first] = booked.appointments;
    const followup = booked.followupAppointment!;
    const response = await api.reschedule(t, first!.id, {
      confirmCode: first!.confirmCode,
      dateTime: booked.slot.timestamp,
      followupAppointment: { dateTime: { value: followupSlot.timestamp, timezone: 'America/New_York' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      appointment: { id: first!.id, timestamp: booked.slot.timestamp, sequence: 0 },
      followupAppointment: { id: followup.id, timestamp: followupSlot.timestamp, sequence: 0 },
    });
    for (const id of [first!.id, followup.id]) {
      expect((await row(id)).sequence).toBe(0);
      expect(await reschedules(id)).toBe(0);
      expect(await changeMessages(id)).toBe(0);
    }
  });

  it('answers a move retried with its Idempotency-Key with the first answer, moving once', async () => {
    const { id, body, target } = await heldMove();
    const key = `move-${id}`;
    const first = await api.reschedule(t, id, body, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await api.reschedule(t, id, { ...body }, { idempotencyKey: key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await row(id)).sequence).toBe(1);
    expect(await reschedules(id)).toBe(1);
    expect(await claimsOf(id)).toEqual([{ provider_id: clinic.id, starts_at: target.timestamp }]);

    const other = await api.reschedule(t, id, { ...body, language: 'es' }, { idempotencyKey: key });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await row(id)).sequence).toBe(1);
  });

  it('answers copies of one move sent at once with its one move', async () => {
    const { id, body } = await heldMove();
    // Five: as many code checks as one client may have under way at once (CONFIRM_ATTEMPT_LIMIT, decision 037).
    const copy = () => api.reschedule(t, id, body, { idempotencyKey: `copies-${id}`, clientIp: '203.0.113.77' });
    const answers = await Promise.all(Array.from({ length: 5 }, copy));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await row(id)).sequence).toBe(1);
    expect(await reschedules(id)).toBe(1);
  });

  it('lets an Idempotency-Key whose first use was refused be used again, answering what is true then', async () => {
    const index = nextIndex();
    const [appointment] = (await bookAt(clinic, TOMORROW, index)).appointments;
    const body = { confirmCode: appointment!.confirmCode, dateTime: slotsOn(clinic, LATER)[index]!.timestamp };

    const wrongKey = `move-wrong-${appointment!.id}`;
    const wrong = { ...body, confirmCode: body.confirmCode === 'AAAAAAAAAA' ? 'BBBBBBBBBB' : 'AAAAAAAAAA' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await api.reschedule(t, appointment!.id, wrong, { idempotencyKey: wrongKey });
      expect(refused.statusCode, refused.body).toBe(404);
    }

    expect((await api.cancel(t, appointment!.id, appointment!.confirmCode)).statusCode).toBe(200);
    const key = `move-canceled-${appointment!.id}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await api.reschedule(t, appointment!.id, body, { idempotencyKey: key });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errors[0].message).toBe('This appointment has already been canceled.');
    }
    expect(
      rowsOf(await t.database.db.execute(sql`select 1 from idempotency_keys where key in (${wrongKey}, ${key})`)),
    ).toHaveLength(0);
  });
});
