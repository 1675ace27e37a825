import { TZDate } from '@date-fns/tz';
import { calendarAfter, readCalendar } from '@hs/calendar/test/read-calendar';
import { eventUid, timeZoneLabel } from '@hs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliverAll, deliveringConfig } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { startSmsReceiver } from '#api/test/sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';

const PUBLIC_URL = 'https://scheduler.example';
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';

/** '2026-03-05T08:30:00', the instant on the zone's wall clock. */
const wallClock = (instant: string, zone: string) =>
  new TZDate(new Date(instant).getTime(), zone).toISOString().slice(0, 19);

/** 'Thu, Mar 5, 8:30 AM ET' as a pattern, with the zone's own label. */
const shortTime = (zone: string) =>
  `(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (${MONTHS}) \\d{1,2}, \\d{1,2}:\\d{2} [AP]M ${timeZoneLabel(zone)}`;

describe('every change of an appointment sends its own e-mail and text, naming what changed', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startSmsReceiver();
    t = await createTestApp({ config: deliveringConfig(smtp.url, sms.url) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('booked, moved, moved to another clinic and canceled: four e-mails, four texts, four calendar files', async () => {
    const clinic = await seededClinic(t, SERVICES.flu);
    const other = await seededClinic(t, SERVICES.flu, 1);
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-05')[2]!, {
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
    });
    const booked = await api.book(t, body);
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointments[0] as { id: string; confirmCode: string; timestamp: string };
    await deliverAll(t);

    const sameClinic = slotsOn(clinic, '2026-03-06')[4]!;
    const moved = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: sameClinic.timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverAll(t);

    const elsewhere = slotsOn(other, '2026-03-09')[6]!;
    const relocated = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: elsewhere.timestamp,
      locationNumber: other.id,
    });
    expect(relocated.statusCode, relocated.body).toBe(200);
    await deliverAll(t);

    expect((await api.cancel(t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
    await deliverAll(t);

    const mails = smtp.inbox().filter((mail) => mail.to === body.basicInfo.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your appointment at The Local Clinic is booked',
      'Your appointment at The Local Clinic has a new time',
      'Your appointment has moved to another clinic',
      'Your appointment at The Local Clinic is canceled',
    ]);
    const [bookedMail, movedMail, relocatedMail, canceledMail] = mails;
    const otherAddress = `${other.addressLine1}, ${other.city}, ${other.stateCode} ${other.postalCode}`;
    expect(movedMail!.text).toMatch(new RegExp(`has moved to \\w+day, March 6, 2026 at .+ at ${clinic.vanityName}`));
    expect(relocatedMail!.text).toContain(`has moved to ${other.vanityName}, ${otherAddress}, on`);
    expect(relocatedMail!.html).toContain(otherAddress);
    expect(canceledMail!.text).toContain('is canceled');
    expect(canceledMail!.text).toContain(`${PUBLIC_URL}/health-services/scheduler`);
    expect(canceledMail!.text).not.toContain('/cancel/');
    // The cancellation's file takes the entry off the calendar; its e-mail must not say it adds it.
    expect(canceledMail!.text).not.toMatch(/adds this appointment/);
    expect(canceledMail!.text).toContain('The attached calendar file removes this appointment from your calendar.');
    for (const mail of [bookedMail, movedMail, relocatedMail]) {
      expect(mail!.text).toContain('The attached calendar file adds this appointment to your calendar');
    }

    const texts = sms.received.filter((text) => text.to === '+16145550142').map((text) => text.body);
    expect(texts).toHaveLength(4);
    const [bookedText, movedText, relocatedText, canceledText] = texts;
    expect(bookedText).toMatch(
      new RegExp(
        `^The Local Clinic: your appointment is booked for ${shortTime(clinic.timeZone)}, ${clinic.addressLine1}\\. Reply STOP to opt out\\.$`,
      ),
    );
    expect(movedText).toMatch(
      new RegExp(
        `^The Local Clinic: your appointment has a new time: Fri, Mar 6, .+ ${timeZoneLabel(clinic.timeZone)}, ${clinic.addressLine1}\\.`,
      ),
    );
    expect(movedText).not.toContain('booked');
    expect(relocatedText).toMatch(
      new RegExp(`^The Local Clinic: your appointment moved to another clinic: ${other.addressLine1}, Mon, Mar 9, `),
    );
    expect(canceledText).toMatch(
      new RegExp(
        `^The Local Clinic: your appointment on ${shortTime(other.timeZone)}, ${other.addressLine1}, is canceled\\. `,
      ),
    );
    for (const text of texts) expect(text).toMatch(/ Reply STOP to opt out\.$/);

    // The calendar files: REQUEST, REQUEST, REQUEST, CANCEL of one UID, each change a higher SEQUENCE, each time
    // on its clinic's clock; a calendar that takes them in turn ends with no entry.
    const files = mails.map((mail) => mail!.calendar!);
    const read = files.map(readCalendar);
    expect(read.map((file) => [file.method, file.sequence, file.status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['REQUEST', 1, 'CONFIRMED'],
      ['REQUEST', 2, 'CONFIRMED'],
      ['CANCEL', 3, 'CANCELLED'],
    ]);
    expect(new Set(read.map((file) => file.uid))).toEqual(new Set([eventUid(appointment.id, 'scheduler.example')]));
    expect(read.map((file) => [file.start.tzid, file.start.wallClock])).toEqual([
      [clinic.timeZone, wallClock(appointment.timestamp, clinic.timeZone)],
      [clinic.timeZone, wallClock(sameClinic.timestamp, clinic.timeZone)],
      [other.timeZone, wallClock(elsewhere.timestamp, other.timeZone)],
      [other.timeZone, wallClock(elsewhere.timestamp, other.timeZone)],
    ]);
    expect(read.map((file) => file.start.instant.toISOString())).toEqual([
      appointment.timestamp,
      sameClinic.timestamp,
      elsewhere.timestamp,
      elsewhere.timestamp,
    ]);
    for (const file of read) expect(file.stamp).toMatch(/^\d{8}T\d{6}Z$/);
    expect(read[2]!.location).toBe(otherAddress);
    expect(calendarAfter(files.slice(0, 3))?.start.instant.toISOString()).toBe(elsewhere.timestamp);
    expect(calendarAfter(files)).toBeNull();
  });

  it('tells a cancellation by e-mail only when the patient did not agree to texts', async () => {
    const clinic = await seededClinic(t, SERVICES.flu);
    const body = bookingBody(clinic, slotsOn(clinic, '2026-03-05')[8]!);
    const appointment = (await api.book(t, body)).json().data.appointments[0] as { id: string; confirmCode: string };
    const before = sms.received.length;
    expect((await api.cancel(t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
    await deliverAll(t);
    expect(
      smtp
        .inbox()
        .filter((mail) => mail.to === body.basicInfo.email)
        .map((mail) => mail.subject),
    ).toEqual(['Your appointment at The Local Clinic is canceled']);
    expect(sms.received.length).toBe(before);
  });
});
