import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from '#api/test/app.js';
import {
  bookVisit,
  desk,
  deskClinic,
  frontDeskAt,
  mailingDeskApp,
  staffWith,
  trailOf,
} from '#api/test/desk-fixtures.js';
import { deliverAll } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import type { SmtpReceiver } from '#api/test/smtp-receiver.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';

const DAY = '2026-03-05';

describe('moving a visit for the patient', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await mailingDeskApp());
  });
  afterAll(() => close?.());

  async function freeOn(staff: SignedInStaff, clinic: TestProvider, date = DAY): Promise<number[]> {
    const response = await desk.openTimes(t, staff, clinic.id, { serviceIds: String(SERVICES.flu), date });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.times.map(Date.parse);
  }

  async function holdAt(staff: SignedInStaff, clinic: TestProvider, slot: ReturnType<typeof slotsOn>[number]) {
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    expect(held.statusCode, held.body).toBe(201);
    return held.json().data.hold.reservationCode as string;
  }

  it('moves it onto the held time, frees the old one, and the patient gets the usual moved message', async () => {
    const clinic = await deskClinic(t, { division: '721' });
    const [from, to] = [slotsOn(clinic, DAY)[4]!, slotsOn(clinic, '2026-03-06')[6]!];
    const visit = await bookVisit(t, clinic, from.start);
    await deliverAll(t);
    const sent = smtp.inbox().length;
    const staff = await frontDeskAt(t, clinic);

    const moved = await desk.reschedule(t, staff, visit.id, {
      dateTime: to.timestamp,
      reservationCode: await holdAt(staff, clinic, to),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      visit: { id: visit.id, startsAt: to.timestamp, status: 'BOOKED' },
      notified: { email: true, sms: false },
    });
    expect(await freeOn(staff, clinic)).toContain(from.start.getTime());
    expect(await freeOn(staff, clinic, '2026-03-06')).not.toContain(to.start.getTime());
    const details = (await api.details(t, visit.id, visit.confirmCode)).json().data.appointment;
    expect(details).toMatchObject({ status: 'BOOKED', timestamp: to.timestamp });

    const trail = await trailOf(t, staff);
    expect(trail.map((row) => [row.action, row.subject_id, row.clinic_id, row.outcome, row.detail])).toEqual([
      ['hold-on-behalf', clinic.id, clinic.id, 'ok', expect.any(Object)],
      ['reschedule-on-behalf', visit.id, clinic.id, 'ok', { from: from.timestamp, to: to.timestamp }],
    ]);

    await deliverAll(t);
    const mails = smtp.inbox().slice(sent);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [visit.body.basicInfo.email, 'Your appointment at The Local Clinic has a new time'],
    ]);
    // The patient's code, as in the message of a move they make themselves.
    const code = visit.confirmCode;
    expect(mails[0]!.text).toContain(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
  });

  it('keeps the visit where it was when the new time is gone, not a slot, or against the rules', async () => {
    const clinic = await deskClinic(t, { division: '722' });
    const staff = await frontDeskAt(t, clinic);
    const from = slotsOn(clinic, DAY)[8]!;
    const visit = await bookVisit(t, clinic, from.start);
    const taken = slotsOn(clinic, DAY)[9]!;
    await bookVisit(t, clinic, taken.start);
    const code = await holdAt(staff, clinic, slotsOn(clinic, DAY)[10]!);

    const gone = await desk.reschedule(t, staff, visit.id, { dateTime: taken.timestamp, reservationCode: code });
    expect([gone.statusCode, gone.json().errors[0].code]).toEqual([409, 'SLOT_TAKEN']);
    const notSlot = await desk.reschedule(t, staff, visit.id, {
      dateTime: '2026-03-05T15:07:00Z',
      reservationCode: code,
    });
    expect([notSlot.statusCode, notSlot.json().errors[0].field]).toEqual([400, 'dateTime']);
    const past = await desk.reschedule(t, staff, visit.id, { dateTime: '2026-03-02T13:00:00Z', reservationCode: code });
    expect([past.statusCode, past.json().errors[0].field]).toEqual([400, 'dateTime']);
    const bad = await desk.reschedule(t, staff, visit.id, { dateTime: 'tomorrow', reservationCode: code });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'dateTime']);

    const row = rowsOf<{ starts_at: Date | string; sequence: number }>(
      await t.database.db.execute(sql`select starts_at, sequence from appointments where id = ${visit.id}`),
    )[0]!;
    expect([new Date(row.starts_at).toISOString(), row.sequence]).toEqual([from.timestamp, 0]);
    expect((await trailOf(t, staff)).map((r) => r.action)).toEqual(['hold-on-behalf']);
  });

  it('refuses a cancelled or attended visit, and a first dose whose follow-up must move with it', async () => {
    const clinic = await deskClinic(t, { division: '723' });
    const staff = await frontDeskAt(t, clinic);
    const code = await holdAt(staff, clinic, slotsOn(clinic, '2026-03-06')[2]!);
    const target = slotsOn(clinic, '2026-03-06')[2]!.timestamp;

    const cancelled = await bookVisit(t, clinic, slotsOn(clinic, DAY)[2]!.start);
    expect((await api.cancel(t, cancelled.id, cancelled.confirmCode)).statusCode).toBe(200);
    const again = await desk.reschedule(t, staff, cancelled.id, { dateTime: target, reservationCode: code });
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'ALREADY_CANCELED']);

    const attended = await bookVisit(t, clinic, new Date('2026-03-02T16:00:00Z'));
    t.clock.set(new Date('2026-03-02T16:00:00Z'));
    try {
      // An hour on, the first session has lapsed: the desk signs in again.
      const later = await frontDeskAt(t, clinic);
      expect((await desk.attendance(t, later, attended.id, 'checked-in')).statusCode).toBe(200);
      const refused = await desk.reschedule(t, later, attended.id, { dateTime: target, reservationCode: code });
      expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'VISIT_ATTENDED']);
    } finally {
      t.clock.set(new Date('2026-03-02T15:00:00Z'));
    }

    const firstDose = await bookVisit(t, clinic, slotsOn(clinic, DAY)[3]!.start, {
      serviceIds: [SERVICES.hepB1],
      followupAppointment: {
        serviceId: SERVICES.hepB2,
        dateTime: { value: slotsOn(clinic, '2026-04-02')[3]!.timestamp, timezone: clinic.timeZone },
      },
    });
    const series = await desk.reschedule(t, await frontDeskAt(t, clinic), firstDose.id, {
      dateTime: target,
      reservationCode: code,
    });
    expect([series.statusCode, series.json().errors[0].field]).toEqual([400, 'followupAppointment']);
  });

  it('is refused to staff of another clinic, auditors and user managers, and moves nothing', async () => {
    const clinic = await deskClinic(t, { division: '724' });
    const visit = await bookVisit(t, clinic, slotsOn(clinic, DAY)[12]!.start);
    const to = slotsOn(clinic, DAY)[13]!;
    const publicHold = await api.reserve(t, {
      serviceId: SERVICES.flu,
      businessName: 'tlc',
      reservationTime: to.wallClock,
      locationNumber: clinic.id,
    });
    const reservationCode = publicHold.json().data.appointmentReservations.reservationCode;
    for (const grant of [
      { role: 'clinic-manager', scope: 'district', scopeId: '725' },
      { role: 'auditor', scope: 'chain', scopeId: null },
      { role: 'user-manager', scope: 'clinic', scopeId: clinic.id },
    ] as const) {
      const staff = await staffWith(t, [grant]);
      const response = await desk.reschedule(t, staff, visit.id, { dateTime: to.timestamp, reservationCode });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(visit.body.basicInfo.lastName);
      expect((await trailOf(t, staff)).map((row) => [row.action, row.outcome])).toEqual([
        ['reschedule-on-behalf', 'denied'],
      ]);
    }
    const details = (await api.details(t, visit.id, visit.confirmCode)).json().data.appointment;
    expect(details.timestamp).toBe(slotsOn(clinic, DAY)[12]!.timestamp);
    // A manager of the clinic may; the public hold is the visitor's, so the seat is claimed directly.
    const manager = await staffWith(t, [{ role: 'district-manager', scope: 'district', scopeId: '724' }]);
    const other = slotsOn(clinic, DAY)[14]!;
    const moved = await desk.reschedule(t, manager, visit.id, {
      dateTime: other.timestamp,
      reservationCode: await holdAt(manager, clinic, other),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api.book(t, bookingBody(clinic, to, { reservationCode }))).statusCode).toBe(201);
  });
});
