import { RescheduleResponseSchema } from '@hs/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { LATER, rescheduleFixtures, TOMORROW } from '#api/test/reschedule-fixtures.js';
import { api, holdBody, SERVICES, slotsOn } from '#api/test/scheduling-fixtures.js';
import { useTestApp, useTestProvider } from '#api/test/test-app-hooks.js';

describe('POST /appointment-management/v2/appointments/{id}/reschedule', () => {
  const t = useTestApp();
  const clinic = useTestProvider(t);
  const other = useTestProvider(t);
  const { nextIndex, bookAt, row, claimsOf } = rescheduleFixtures(t, clinic);

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
});
