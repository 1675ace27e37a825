import { RescheduleResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { api, bookingBody, holdBody, SERVICES, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

const TOMORROW = '2026-03-03';
const LATER = '2026-03-05';

describe('POST /appointment-management/v2/appointments/{id}/reschedule', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  const other = useTestProvider(t);
  /** Two seats a time: a visitor may hold the other seat of the time their appointment has. */
  const twoSeats = useTestProvider(t, { capacity: 2 });
  let slotIndex = 0;

  const nextIndex = () => slotIndex++;
  const bookAt = async (provider: TestProvider, day: string, index: number, overrides = {}) => {
    const slot = slotsOn(provider, day)[index]!;
    const body = bookingBody(provider, slot, overrides);
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return { slot, body, ...(response.json().data as BookingData) };
  };
  const row = async (id: string) =>
    rowsOf<{ starts_at: Date; provider_id: string; status: string; sequence: number; language: string }>(
      await t.database.db.execute(
        sql`select starts_at, provider_id, status, sequence, language from appointments where id = ${id}`,
      ),
    )[0]!;
  const claimsOf = async (id: string) =>
    rowsOf<{ provider_id: string; starts_at: Date | string }>(
      await t.database.db.execute(
        sql`select provider_id, starts_at from slot_claims where appointment_id = ${id} order by starts_at`,
      ),
    ).map((claim) => ({ provider_id: claim.provider_id, starts_at: new Date(claim.starts_at).toISOString() }));

  it('holds the new seat first, then moves the appointment keeping its id and code', async () => {
    const index = nextIndex();
    const booked = await bookAt(clinic, TOMORROW, index);
    const [appointment] = booked.appointments;
    const target = slotsOn(clinic, LATER)[index]!;
    const hold = await api.reserve(t, holdBody(clinic, target));
    expect(hold.statusCode).toBe(201);
    const reservationCode = hold.json().data.appointmentReservations.reservationCode;

    const response = await api.reschedule(t, appointment!.id, {
      confirmCode: appointment!.confirmCode,
      dateTime: target.timestamp,
      reservationCode,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(RescheduleResponseSchema.parse(response.json()).data).toEqual({
      appointment: {
        id: appointment!.id,
        timestamp: target.timestamp,
        timezone: 'America/New_York',
        providerId: clinic.id,
        serviceIds: [SERVICES.flu],
        status: 'BOOKED',
        sequence: 1,
        durationMinutes: 15,
      },
    });
    expect(await claimsOf(appointment!.id)).toEqual([{ provider_id: clinic.id, starts_at: target.timestamp }]);
    // The hold became the booking; the old seat is free for anyone.
    const holds = await t.database.db.execute(
      sql`select 1 from slot_claims where reservation_code = ${reservationCode}`,
    );
    expect(rowsOf(holds)).toHaveLength(0);
    expect((await api.reserve(t, holdBody(clinic, booked.slot))).statusCode).toBe(201);
    const audit = rowsOf<{ action: string; detail: { from: { startsAt: string }; to: { startsAt: string } } }>(
      await t.database.db.execute(
        sql`select action, detail from audit_log where appointment_id = ${appointment!.id} order by id`,
      ),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['book', 'reschedule']);
    expect(audit[1]!.detail.from.startsAt).toBe(booked.slot.timestamp);
    expect(audit[1]!.detail.to.startsAt).toBe(target.timestamp);
    // The same code still opens it, and cancels it.
    expect((await api.details(t, appointment!.id, appointment!.confirmCode)).statusCode).toBe(200);
  });

  it('moves to another clinic offering the same service', async () => {
    const index = nextIndex();
    const booked = await bookAt(clinic, TOMORROW, index);
    const [appointment] = booked.appointments;
    const target = slotsOn(other, TOMORROW)[index]!;
    const response = await api.reschedule(t, appointment!.id, {
      confirmCode: appointment!.confirmCode,
      dateTime: target.timestamp,
      locationNumber: other.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(appointment!.id)).toMatchObject({ provider_id: other.id, sequence: 1 });
    expect(await claimsOf(appointment!.id)).toEqual([{ provider_id: other.id, starts_at: target.timestamp }]);
  });

  it('answers the spec 409 when the new seat is taken, and leaves the appointment as it was', async () => {
    const index = nextIndex();
    const booked = await bookAt(clinic, TOMORROW, index);
    const [appointment] = booked.appointments;
    const taken = await bookAt(clinic, LATER, index);
    const before = await row(appointment!.id);
    const response = await api.reschedule(t, appointment!.id, {
      confirmCode: appointment!.confirmCode,
      dateTime: taken.slot.timestamp,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({
      code: 'SLOT_TAKEN',
      message:
        "We're sorry, a conflict has occurred and the appointment can not be booked for the selected date and time.",
    });
    // Nothing is written, the language the move was asked in neither: nothing new is said to the patient in it.
    expect(await row(appointment!.id)).toEqual(before);
    expect(await claimsOf(appointment!.id)).toEqual([{ provider_id: clinic.id, starts_at: booked.slot.timestamp }]);
  });

  it('applies the booking rules to the new time', async () => {
    const index = nextIndex();
    const [appointment] = (await bookAt(clinic, TOMORROW, index)).appointments;
    const move = (dateTime: string) =>
      api.reschedule(t, appointment!.id, { confirmCode: appointment!.confirmCode, dateTime });
    const past = await move('2026-03-02T14:00:00.000Z');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('dateTime');
    const tooFar = await move(slotsOn(clinic, '2026-09-01')[0]!.timestamp);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errors[0].field).toBe('dateTime');
    const offGrid = await move('2026-03-05T14:07:00.000Z');
    expect(offGrid.statusCode).toBe(400);
    expect((await row(appointment!.id)).sequence).toBe(0);
  });

  it('keeps one appointment per patient, service and day, but lets an appointment move within its own day', async () => {
    const index = nextIndex();
    const patient = 9000 + index;
    await bookAt(clinic, TOMORROW, index + 16, { patient });
    const second = await bookAt(clinic, LATER, index + 16, { patient });
    const moveSecond = (dateTime: string) =>
      api.reschedule(t, second.appointments[0]!.id, {
        confirmCode: second.appointments[0]!.confirmCode,
        dateTime,
      });
    const sameDayAsFirst = await moveSecond(slotsOn(other, TOMORROW)[0]!.timestamp);
    expect(sameDayAsFirst.statusCode).toBe(429);
    expect(sameDayAsFirst.json().errors[0].code).toBe('ALREADY_BOOKED');
    const withinItsDay = await moveSecond(slotsOn(clinic, LATER)[index + 17]!.timestamp);
    expect(withinItsDay.statusCode, withinItsDay.body).toBe(200);
  });

  it('moves a first appointment and its follow-up together, or neither', async () => {
    const index = nextIndex();
    const booked = await bookAt(clinic, TOMORROW, index, {
      serviceIds: [SERVICES.hepB1],
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: slotsOn(clinic, '2026-03-31')[index]!.timestamp, timezone: 'America/New_York' },
      },
    });
    const [first] = booked.appointments;
    const followup = booked.followupAppointment!;
    const newFirst = slotsOn(clinic, LATER)[index]!;
    const alone = await api.reschedule(t, first!.id, { confirmCode: first!.confirmCode, dateTime: newFirst.timestamp });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors[0].field).toBe('followupAppointment');

    const tooSoon = slotsOn(clinic, '2026-03-31')[index + 1]!;
    const early = await api.reschedule(t, first!.id, {
      confirmCode: first!.confirmCode,
      dateTime: newFirst.timestamp,
      followupAppointment: { dateTime: { value: tooSoon.timestamp, timezone: 'America/New_York' } },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({
      field: 'followupAppointment.dateTime.value',
      message: 'The follow-up can be booked from 2026-04-02.',
    });

    // The follow-up's new seat is taken: the first appointment stays where it was too.
    const blocker = await bookAt(clinic, '2026-04-02', index, { serviceIds: [SERVICES.hepB2] });
    const blocked = await api.reschedule(t, first!.id, {
      confirmCode: first!.confirmCode,
      dateTime: newFirst.timestamp,
      followupAppointment: { dateTime: { value: blocker.slot.timestamp, timezone: 'America/New_York' } },
    });
    expect(blocked.statusCode).toBe(409);
    expect((await row(first!.id)).sequence).toBe(0);
    expect((await row(followup.id)).sequence).toBe(0);

    const newFollowup = slotsOn(clinic, '2026-04-02')[index + 1]!;
    const both = await api.reschedule(t, first!.id, {
      confirmCode: first!.confirmCode,
      dateTime: newFirst.timestamp,
      followupAppointment: { dateTime: { value: newFollowup.timestamp, timezone: 'America/New_York' } },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.followupAppointment).toMatchObject({ id: followup.id, sequence: 1 });
    expect(await claimsOf(followup.id)).toEqual([{ provider_id: clinic.id, starts_at: newFollowup.timestamp }]);

    // A follow-up alone moves within its window: not before the first appointment's day plus 28.
    const beforeWindow = await api.reschedule(t, followup.id, {
      confirmCode: followup.confirmCode,
      dateTime: slotsOn(clinic, '2026-03-31')[index + 2]!.timestamp,
    });
    expect(beforeWindow.statusCode).toBe(400);
    const inWindow = slotsOn(clinic, '2026-04-03')[index]!;
    const moved = await api.reschedule(t, followup.id, {
      confirmCode: followup.confirmCode,
      dateTime: inWindow.timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.appointment).toMatchObject({ id: followup.id, sequence: 2 });
    const elsewhere = await api.reschedule(t, followup.id, {
      confirmCode: followup.confirmCode,
      dateTime: slotsOn(other, '2026-04-03')[index]!.timestamp,
      locationNumber: other.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].field).toBe('locationNumber');
  });

  it('refuses a wrong code like an unknown appointment, and a canceled appointment with 409', async () => {
    const index = nextIndex();
    const [appointment] = (await bookAt(clinic, TOMORROW, index)).appointments;
    const dateTime = slotsOn(clinic, LATER)[index]!.timestamp;
    const wrong = await api.reschedule(t, appointment!.id, { confirmCode: 'ZZZZZZZZZZ', dateTime });
    expect(wrong.statusCode).toBe(404);
    const unknown = await api.reschedule(t, 'NoSuchAppointmentAAAAA', { confirmCode: 'ZZZZZZZZZZ', dateTime });
    expect(unknown.json().errors).toEqual(wrong.json().errors);
    expect((await api.cancel(t, appointment!.id, appointment!.confirmCode)).statusCode).toBe(200);
    const canceled = await api.reschedule(t, appointment!.id, { confirmCode: appointment!.confirmCode, dateTime });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().errors[0].message).toBe('This appointment has already been canceled.');
  });

  /** A booked appointment, a hold on a later seat, and the move the web app sends for it. */
  const heldMove = async () => {
    const index = nextIndex();
    const [appointment] = (await bookAt(clinic, TOMORROW, index)).appointments;
    const target = slotsOn(clinic, LATER)[index]!;
    const hold = await api.reserve(t, holdBody(clinic, target));
    expect(hold.statusCode, hold.body).toBe(201);
    const body = {
      confirmCode: appointment!.confirmCode,
      language: 'en',
      dateTime: target.timestamp,
      reservationCode: hold.json().data.appointmentReservations.reservationCode as string,
      locationNumber: clinic.id,
    };
    return { id: appointment!.id, body, target };
  };
  const reschedules = async (id: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from audit_log where appointment_id = ${id} and action = 'reschedule'`,
      ),
    )[0]!.n;

  /** The "new time" and "other clinic" messages queued for the appointment, e-mails and texts. */
  const changeMessages = async (id: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from notification_outbox
          where appointment_id = ${id} and kind in ('reschedule', 'relocation')`,
      ),
    )[0]!.n;

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

interface BookingData {
  appointments: { id: string; confirmCode: string }[];
  followupAppointment?: { id: string; confirmCode: string };
}
