import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import type { TestApp } from '#api/test/app.js';
import {
  desk,
  deskClinic,
  frontDeskAt,
  mailingDeskApp,
  phonedPatient,
  staffWith,
  trailOf,
} from '#api/test/desk-fixtures.js';
import { expectFieldRejections } from '#api/test/field-rejections.js';
import { deliverAll } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import type { SmtpReceiver } from '#api/test/smtp-receiver.js';
import type { SignedInStaff } from '#api/test/staff-fixtures.js';

const DAY = '2026-03-04';

describe('booking a visit for a patient on the phone', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await mailingDeskApp());
  });
  afterAll(() => close?.());

  async function openTimes(staff: SignedInStaff, clinic: TestProvider, date = DAY) {
    const response = await desk.openTimes(t, staff, clinic.id, { serviceIds: String(SERVICES.flu), date });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { times: string[]; nextAvailable: string | null; timeZone: string };
  }

  /** Holds the slot and books it with a new patient's details; answers the booking's response. */
  async function holdAndBook(staff: SignedInStaff, clinic: TestProvider, slot: ReturnType<typeof slotsOn>[number]) {
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    expect(held.statusCode, held.body).toBe(201);
    const basicInfo = phonedPatient();
    const booked = await desk.book(t, staff, clinic.id, {
      serviceIds: [SERVICES.flu],
      dateTime: slot.timestamp,
      reservationCode: held.json().data.hold.reservationCode,
      basicInfo,
      consentDetails: { smsConsent: 'No' },
    });
    return { booked, basicInfo };
  }

  it('offers the public free times, holds one, books it, and the patient gets the usual confirmation', async () => {
    const clinic = await deskClinic(t, { division: '701' });
    const staff = await frontDeskAt(t, clinic);
    const services = await desk.services(t, staff, clinic.id);
    expect(services.json().data.services.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Flu Vaccine', 'Hepatitis B Vaccine Dose 1']),
    );
    const slot = slotsOn(clinic, DAY)[8]!;
    const before = await openTimes(staff, clinic);
    expect(before.timeZone).toBe('America/New_York');
    expect(before.times.map(Date.parse)).toContain(slot.start.getTime());

    const { booked, basicInfo } = await holdAndBook(staff, clinic, slot);
    expect(booked.statusCode, booked.body).toBe(201);
    const { visit, confirmCode, notified } = booked.json().data;
    expect(visit).toMatchObject({
      startsAt: slot.timestamp,
      services: ['Flu Vaccine'],
      serviceIds: [SERVICES.flu],
      status: 'BOOKED',
      patient: { firstName: basicInfo.firstName, lastName: basicInfo.lastName },
      language: 'Spanish',
    });
    expect(notified).toEqual({ email: true, sms: false });
    expect((await openTimes(staff, clinic)).times.map(Date.parse)).not.toContain(slot.start.getTime());

    const schedule = await desk.schedule(t, staff, clinic.id, DAY);
    expect(schedule.json().data.days[0].visits.map((v: { id: string }) => v.id)).toEqual([visit.id]);
    const opened = await desk.visit(t, staff, visit.id);
    expect(opened.json().data.visit).toMatchObject({ bookedBy: 'Test Staff', email: basicInfo.email });
    // The patient manages it online like any booking.
    expect((await api.details(t, visit.id, confirmCode)).json().data.appointment.status).toBe('BOOKED');

    const trail = await trailOf(t, staff);
    expect(trail.map((row) => [row.action, row.subject_kind, row.subject_id, row.clinic_id, row.outcome])).toEqual([
      ['hold-on-behalf', 'clinic', clinic.id, clinic.id, 'ok'],
      ['book-on-behalf', 'appointment', visit.id, clinic.id, 'ok'],
      ['read-schedule', 'clinic', clinic.id, clinic.id, 'ok'],
      ['read-visit', 'appointment', visit.id, clinic.id, 'ok'],
    ]);
    expect(trail[1]!.detail).toEqual({ serviceIds: [SERVICES.flu], startsAt: slot.timestamp });
    expect(JSON.stringify(trail)).not.toContain(basicInfo.lastName);

    await deliverAll(t);
    const mail = smtp.inbox().find((m) => m.to === basicInfo.email);
    // The patient said they speak Spanish: the messages are in it.
    expect(mail?.subject).toBe('Su cita en The Local Clinic está confirmada');
    expect(mail?.text).toContain(`${confirmCode.slice(0, 4)}-${confirmCode.slice(4, 8)}-${confirmCode.slice(8)}`);
  });

  it('writes to a patient who gives no language, or another one, in English', async () => {
    const clinic = await deskClinic(t, { division: '708' });
    const staff = await frontDeskAt(t, clinic);
    const slot = slotsOn(clinic, DAY)[3]!;
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    const basicInfo = phonedPatient({ preferredLanguage: 'Vietnamese' });
    const booked = await desk.book(t, staff, clinic.id, {
      serviceIds: [SERVICES.flu],
      dateTime: slot.timestamp,
      reservationCode: held.json().data.hold.reservationCode,
      basicInfo,
      consentDetails: { smsConsent: 'No' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await deliverAll(t);
    expect(smtp.inbox().find((m) => m.to === basicInfo.email)?.subject).toBe(
      'Your appointment at The Local Clinic is booked',
    );
  });

  it('gives a hold back when another time is chosen, and never a hold of another clinic', async () => {
    const clinic = await deskClinic(t, { division: '702' });
    const other = await deskClinic(t, { division: '702' });
    const staff = await staffWith(t, [{ role: 'front-desk', scope: 'district', scopeId: '702' }]);
    const slot = slotsOn(clinic, DAY)[9]!;
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    const code = held.json().data.hold.reservationCode;
    expect((await openTimes(staff, clinic)).times.map(Date.parse)).not.toContain(slot.start.getTime());
    expect((await desk.release(t, staff, other.id, code)).statusCode).toBe(204);
    expect((await openTimes(staff, clinic)).times.map(Date.parse)).not.toContain(slot.start.getTime());
    expect((await desk.release(t, staff, clinic.id, code)).statusCode).toBe(204);
    expect((await openTimes(staff, clinic)).times.map(Date.parse)).toContain(slot.start.getTime());
    expect((await trailOf(t, staff)).map((row) => [row.action, row.clinic_id])).toEqual([
      ['hold-on-behalf', clinic.id],
      ['release-hold', clinic.id],
    ]);
  });

  it('says when the day has no free time, and the next one', async () => {
    const clinic = await deskClinic(t, { division: '703' });
    const staff = await frontDeskAt(t, clinic);
    // Before today's opening nothing is free on a past day; the window starts today.
    const past = await openTimes(staff, clinic, '2026-03-01');
    expect(past.times).toEqual([]);
    expect(past.nextAvailable).toMatch(/^2026-03-02T/);
  });

  it('holds the same seat once, whether the staff or a visitor asks first', async () => {
    const clinic = await deskClinic(t, { division: '704' });
    const staff = await frontDeskAt(t, clinic);
    const slot = slotsOn(clinic, DAY)[10]!;
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    expect(held.statusCode).toBe(201);
    const visitor = await api.reserve(t, {
      serviceId: SERVICES.flu,
      businessName: 'tlc',
      reservationTime: slot.wallClock,
      locationNumber: clinic.id,
    });
    expect([visitor.statusCode, visitor.json().errors[0].code]).toEqual([409, 'SLOT_TAKEN']);
    const publicBooking = await api.book(t, bookingBody(clinic, slot));
    expect([publicBooking.statusCode, publicBooking.json().errors[0].code]).toEqual([409, 'SLOT_TAKEN']);

    const taken = slotsOn(clinic, DAY)[11]!;
    expect((await api.book(t, bookingBody(clinic, taken))).statusCode).toBe(201);
    const late = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: taken.wallClock });
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('books one of a staff booking and a public booking racing for each seat', async () => {
    const clinic = await deskClinic(t, { division: '705' });
    const staff = await frontDeskAt(t, clinic);
    const slots = slotsOn(clinic, DAY).slice(16, 20);
    const holds: string[] = [];
    for (const slot of slots) {
      const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
      holds.push(held.json().data.hold.reservationCode);
    }
    // The calls took longer than the holds: the seats are anyone's again, and both sides ask for each at once.
    t.clock.advance(11 * 60_000);
    try {
      const answers = await Promise.all(
        slots.flatMap((slot, index) => [
          desk.book(t, staff, clinic.id, {
            serviceIds: [SERVICES.flu],
            dateTime: slot.timestamp,
            reservationCode: holds[index],
            basicInfo: phonedPatient(),
            consentDetails: {},
          }),
          api.book(t, bookingBody(clinic, slot)),
        ]),
      );
      for (let index = 0; index < slots.length; index += 1) {
        const pair = [answers[2 * index]!.statusCode, answers[2 * index + 1]!.statusCode];
        expect(pair.sort(), slots[index]!.timestamp).toEqual([201, 409]);
      }
      const booked = rowsOf<{ starts_at: Date | string }>(
        await t.database.db.execute(
          sql`select starts_at from appointments where provider_id = ${clinic.id} and status = 'BOOKED'`,
        ),
      ).map((row) => new Date(row.starts_at).toISOString());
      expect(booked.sort()).toEqual(slots.map((slot) => slot.timestamp));
      const staffBooked = answers.filter((answer, index) => index % 2 === 0 && answer.statusCode === 201).length;
      const rows = (await trailOf(t, staff)).filter((row) => row.action === 'book-on-behalf');
      expect(rows).toHaveLength(staffBooked);
    } finally {
      t.clock.set(new Date('2026-03-02T15:00:00Z'));
    }
  });

  it('refuses what the public booking refuses, naming the field, and writes nothing', async () => {
    const clinic = await deskClinic(t, { division: '706' });
    const staff = await frontDeskAt(t, clinic);
    const slot = slotsOn(clinic, DAY)[13]!;
    const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
    const good = {
      serviceIds: [SERVICES.flu],
      dateTime: slot.timestamp,
      reservationCode: held.json().data.hold.reservationCode,
      basicInfo: phonedPatient(),
      consentDetails: { smsConsent: 'Yes' },
    };
    const asJson = async (response: Awaited<ReturnType<typeof desk.book>>) => ({
      status: response.statusCode,
      body: response.json(),
    });
    await expectFieldRejections(
      (body: object) => desk.book(t, staff, clinic.id, body).then(asJson),
      [
        [{ ...good, basicInfo: phonedPatient({ email: 'not an address' }) }, 'basicInfo.email'],
        [{ ...good, basicInfo: phonedPatient({ dateOfBirth: '2025-12-01' }) }, 'basicInfo.dateOfBirth'],
        [{ ...good, basicInfo: phonedPatient({ phone: '555' }) }, 'basicInfo.phone'],
        [{ ...good, basicInfo: { ...phonedPatient(), firstName: '' } }, 'basicInfo.firstName'],
        [{ ...good, dateTime: '2026-03-04T15:07:00Z' }, 'dateTime'],
        [{ ...good, serviceIds: [SERVICES.sickVisit] }, 'serviceIds'],
        [{ ...good, reservationCode: 'short' }, 'reservationCode'],
        [{ ...good, consentDetails: { smsConsent: 'Maybe' } }, 'consentDetails.smsConsent'],
      ],
    );
    await expectFieldRejections(
      (body: object) => desk.hold(t, staff, clinic.id, body).then(asJson),
      [
        [{ serviceId: SERVICES.flu, reservationTime: '2026-03-04 25:00:00' }, 'reservationTime'],
        [{ serviceId: SERVICES.flu, reservationTime: '2026-03-04 07:05:00' }, 'reservationTime'],
        [{ serviceId: 'flu', reservationTime: slot.wallClock }, 'serviceId'],
        [{ serviceId: SERVICES.sickVisit, reservationTime: slot.wallClock }, 'serviceId'],
      ],
    );
    await expectFieldRejections(
      (query: Record<string, string>) => desk.openTimes(t, staff, clinic.id, query).then(asJson),
      [
        [{ serviceIds: String(SERVICES.flu), date: '2026-02-30' }, 'date'],
        [{ serviceIds: 'flu', date: DAY }, 'serviceIds.0'],
        [{ serviceIds: String(SERVICES.sickVisit), date: DAY }, 'serviceIds'],
      ],
    );
    expect((await trailOf(t, staff)).map((row) => row.action)).toEqual(['hold-on-behalf']);
    const appointments = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from appointments where provider_id = ${clinic.id}`),
    )[0]!.n;
    expect(appointments).toBe(0);
  });

  it('writes the booking and its trail row together: when the row cannot be written, nothing is booked', async () => {
    const clinic = await deskClinic(t, { division: '707' });
    const staff = await frontDeskAt(t, clinic);
    const slot = slotsOn(clinic, DAY)[14]!;
    await t.database.db.execute(sql`
      create function refuse_booking_trail() returns trigger language plpgsql as $$
      begin raise exception 'trail unavailable'; end; $$`);
    await t.database.db.execute(sql`
      create trigger refuse_booking_trail before insert on staff_audit for each row
      when (new.action = 'book-on-behalf') execute function refuse_booking_trail()`);
    try {
      expect((await holdAndBook(staff, clinic, slot)).booked.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_booking_trail on staff_audit`);
      await t.database.db.execute(sql`drop function refuse_booking_trail()`);
    }
    const written = rowsOf<{ appointments: number; messages: number }>(
      await t.database.db.execute(sql`select
        (select count(*)::int from appointments where provider_id = ${clinic.id}) as appointments,
        (select count(*)::int from notification_outbox o join appointments a on a.id = o.appointment_id
          where a.provider_id = ${clinic.id}) as messages`),
    )[0];
    expect(written).toEqual({ appointments: 0, messages: 0 });
    // The hold outlives the failed booking: the seat is still kept for the call.
    expect((await openTimes(staff, clinic)).times.map(Date.parse)).not.toContain(slot.start.getTime());
  });

  it('is refused to staff of another clinic, auditors and user managers, with a denied row and nothing held', async () => {
    const clinic = await deskClinic(t, { division: '708' });
    const slot = slotsOn(clinic, DAY)[15]!;
    for (const grant of [
      { role: 'front-desk', scope: 'district', scopeId: '709' },
      { role: 'auditor', scope: 'clinic', scopeId: clinic.id },
      { role: 'user-manager', scope: 'chain', scopeId: null },
    ] as const) {
      const staff = await staffWith(t, [grant]);
      const held = await desk.hold(t, staff, clinic.id, { serviceId: SERVICES.flu, reservationTime: slot.wallClock });
      expect(held.statusCode).toBe(403);
      const times = await desk.openTimes(t, staff, clinic.id, { serviceIds: String(SERVICES.flu), date: DAY });
      expect(times.statusCode).toBe(403);
      expect((await trailOf(t, staff)).map((row) => [row.action, row.outcome])).toEqual([['hold-on-behalf', 'denied']]);
    }
    const anyone = await frontDeskAt(t, clinic);
    expect((await openTimes(anyone, clinic)).times.map(Date.parse)).toContain(slot.start.getTime());
  });
});
