import { readCalendar } from '@hs/calendar/test/read-calendar';
import { eventUid, formatConfirmCode } from '@hs/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createSecrets, newKeyList, parseKeyring } from '#api/modules/security';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { deliveringConfig } from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn } from '#api/test/scheduling-fixtures.js';
import { startSmsReceiver } from '#api/test/sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';
import { expireMessages } from './outbox-upkeep.repository.js';
import { reminderOptOutQuestion, reminderOptOutUrl } from './reminder-opt-out.js';
import { openEnvelope, sealEnvelope } from './sealed-envelope.js';

const PUBLIC_URL = 'https://scheduler.example';
const DAY = '2026-03-05';
const HOUR = 3_600_000;

type Booked = { id: string; confirmCode: string; timestamp: string };

function calendarEvent(ics: string | undefined) {
  expect(ics).toBeDefined();
  const event = readCalendar(ics!);
  return { event, method: event.method };
}

describe('notifications through the outbox, against a real SMTP server and a provider stand-in', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  let clinic: Awaited<ReturnType<typeof seededClinic>>;
  let slot = 0;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startSmsReceiver();
    t = await createTestApp({ config: deliveringConfig(smtp.url, sms.url) });
    clinic = await seededClinic(t, SERVICES.flu);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    smtp.refuseWith = null;
  });

  /** Delivers every round due now, as the worker's timer would. */
  async function deliverAll() {
    while ((await t.app.notifications.deliverDue()) > 0) {}
  }

  async function book(overrides: Parameters<typeof bookingBody>[2] = {}) {
    const at = slotsOn(clinic, DAY)[slot++]!;
    const body = bookingBody(clinic, at, overrides);
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return { body, appointment: response.json().data.appointments[0] as Booked };
  }

  const mailTo = (address: string) => smtp.inbox().filter((mail) => mail.to === address);

  const outbox = async () =>
    rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from notification_outbox`));

  /** The opt-out link an appointment's e-mail reminder will carry, from its sealed envelope while it waits. */
  async function queuedOptOutLink(appointmentId: string) {
    const row = (await outbox()).find(
      (r) => r.appointment_id === appointmentId && r.kind === 'reminder' && r.channel === 'email',
    );
    const envelope = openEnvelope(t.app.secrets, String(row?.id), String(row?.sealed));
    expect(envelope.optOutToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return reminderOptOutUrl(PUBLIC_URL, appointmentId, envelope.optOutToken!, 'en');
  }

  it('sends the confirmation with an .ics of the right time, zone, UID and SEQUENCE, and a text when allowed', async () => {
    const { body, appointment } = await book({
      consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' },
    });
    await deliverAll();
    const [mail, ...more] = mailTo(body.basicInfo.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your appointment at The Local Clinic is booked');
    expect(mail!.text).toContain(`Hello ${body.basicInfo.firstName},`);
    expect(mail!.text).toContain(formatConfirmCode(appointment.confirmCode));
    expect(mail!.text).toContain(`${PUBLIC_URL}/health-services/scheduler/manage`);
    expect(mail!.text).toContain(
      `${PUBLIC_URL}/health-services/scheduler/cancel/${appointment.id}/${appointment.confirmCode}`,
    );
    expect(mail!.text).toContain('https://www.google.com/maps/search/');
    expect(mail!.html).toMatch(/<h1[^>]*>Your appointment is booked<\/h1>/);
    expect(mail!.html).toMatch(/<h2[^>]*>When<\/h2>/);
    expect(mail!.html).not.toMatch(/<img/);
    expect(mail!.messageId).toMatch(/@scheduler\.example>$/);

    expect(mail!.calendarMethod).toBe('REQUEST');
    const { event, method } = calendarEvent(mail!.calendar);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(eventUid(appointment.id, 'scheduler.example'));
    expect(event.sequence).toBe(0);
    expect(event.start.instant.toISOString()).toBe(appointment.timestamp);
    expect(event.start.tzid).toBe(clinic.timeZone);
    expect(mail!.calendar).toContain(`BEGIN:VTIMEZONE\r\nTZID:${clinic.timeZone}`);

    const texts = sms.received.filter((text) => text.idempotencyToken && text.body.includes('is booked'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+16145550142', from: '+15005550006' });
    expect(texts[0]!.authorization).toBe(`Basic ${Buffer.from('AC123:sms-token').toString('base64')}`);
    expect(texts[0]!.body).toMatch(
      new RegExp(
        `^The Local Clinic: your appointment is booked for \\w{3}, \\w{3} \\d{1,2}, \\d{1,2}:\\d{2} [AP]M ET, ${clinic.addressLine1}\\. Reply STOP to opt out\\.$`,
      ),
    );
    expect(texts[0]!.body).not.toMatch(/flu|vaccine/i);

    for (const text of [mail!.text, mail!.html, mail!.calendar!, texts[0]!.body]) {
      expect(text).not.toContain(body.basicInfo.dateOfBirth);
      expect(text).not.toContain(body.basicInfo.lastName);
      expect(text).not.toContain('MBR123456');
      expect(text).not.toContain('Buckeye');
    }
  });

  it('sends no text without texting consent', async () => {
    const before = sms.received.length;
    const { body } = await book();
    await deliverAll();
    expect(mailTo(body.basicInfo.email)).toHaveLength(1);
    expect(sms.received.length).toBe(before);
  });

  it('sends METHOD:CANCEL with the same UID when the appointment is canceled', async () => {
    const { body, appointment } = await book();
    await deliverAll();
    expect((await api.cancel(t, appointment.id, appointment.confirmCode)).statusCode).toBe(200);
    await deliverAll();
    const [booked, canceled] = mailTo(body.basicInfo.email);
    expect(canceled!.subject).toBe('Your appointment at The Local Clinic is canceled');
    expect(canceled!.calendarMethod).toBe('CANCEL');
    const { event, method } = calendarEvent(canceled!.calendar);
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe(calendarEvent(booked!.calendar).event.uid);
    expect(event.status).toBe('CANCELLED');
    // RFC 5546: the cancellation outranks the last version the calendar has.
    expect(event.sequence).toBe(calendarEvent(booked!.calendar).event.sequence + 1);
  });

  it('raises SEQUENCE when the appointment is moved, keeping the UID', async () => {
    const { body, appointment } = await book();
    await deliverAll();
    const target = slotsOn(clinic, '2026-03-06')[0]!;
    const moved = await api.reschedule(t, appointment.id, {
      confirmCode: appointment.confirmCode,
      dateTime: target.timestamp,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliverAll();
    const [booked, rescheduled] = mailTo(body.basicInfo.email);
    expect(rescheduled!.subject).toBe('Your appointment at The Local Clinic has a new time');
    const { event } = calendarEvent(rescheduled!.calendar);
    expect(event.uid).toBe(calendarEvent(booked!.calendar).event.uid);
    expect(event.sequence).toBe(1);
    expect(event.start.instant.toISOString()).toBe(target.timestamp);
  });

  it('sends the reminder when it is due, only for appointments still booked, and not after opting out', async () => {
    const kept = await book({ consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' } });
    const canceled = await book();
    const optedOut = await book();
    await deliverAll();
    expect((await api.cancel(t, canceled.appointment.id, canceled.appointment.confirmCode)).statusCode).toBe(200);

    const link = await queuedOptOutLink(optedOut.appointment.id);
    const path = link.slice(PUBLIC_URL.length);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Stop reminders</h1>');
    expect(page.body).toContain('<form method="post"');
    // One character changed; which one replaces it depends on the real signature, so the forgery always differs.
    const forgedPath = path.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const forged = await t.app.inject({ method: 'POST', url: forgedPath });
    expect(forged.statusCode, forged.body).toBe(404);
    const done = await api.oneClickOptOut(t, path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will get no more reminders');

    // A day ahead of the visit, less a minute: nothing is due yet.
    const visit = new Date(kept.appointment.timestamp).getTime();
    t.clock.set(new Date(visit - 24 * HOUR - 60_000));
    await deliverAll();
    expect(mailTo(kept.body.basicInfo.email)).toHaveLength(1);

    const optOutLink = await queuedOptOutLink(kept.appointment.id);
    t.clock.set(new Date(visit - 23 * HOUR));
    await deliverAll();
    const reminder = mailTo(kept.body.basicInfo.email)[1];
    expect(reminder?.subject).toBe('Reminder: your appointment at The Local Clinic');
    expect(reminder!.text).toContain(optOutLink);
    // mailparser gathers the List-* headers under 'list'.
    expect(JSON.stringify(reminder!.headers.get('list'))).toContain(optOutLink);
    const textReminder = (await outbox()).find(
      (row) => row.appointment_id === kept.appointment.id && row.kind === 'reminder' && row.channel === 'sms',
    );
    expect(textReminder?.status).toBe('sent');
    const sent = sms.received.filter((text) => text.idempotencyToken === textReminder?.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('reminder of your appointment');
    // The canceled one got its booking and cancellation e-mails only; the opted-out one its confirmation only.
    expect(mailTo(canceled.body.basicInfo.email).map((mail) => mail.subject)).toEqual([
      'Your appointment at The Local Clinic is booked',
      'Your appointment at The Local Clinic is canceled',
    ]);
    expect(mailTo(optedOut.body.basicInfo.email)).toHaveLength(1);
    const reminderOf = async (id: string) =>
      (await outbox()).find((row) => row.appointment_id === id && row.kind === 'reminder');
    expect(await reminderOf(canceled.appointment.id)).toMatchObject({ status: 'skipped', last_error: 'canceled' });
    expect(await reminderOf(optedOut.appointment.id)).toMatchObject({ status: 'skipped', last_error: 'reminders-off' });
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('keeps opt-out links from before tokens working: signed ones while their key is listed, queued ones get a token', async () => {
    const signed = await book();
    const queued = await book();
    await deliverAll();
    // A link sent before tokens: an HMAC of the appointment id under a listed key.
    const signature = t.app.secrets.keyedHash('reminder-opt-out', signed.appointment.id);
    const signedPath = reminderOptOutUrl(PUBLIC_URL, signed.appointment.id, signature, 'en').slice(PUBLIC_URL.length);
    expect((await t.app.inject({ method: 'GET', url: signedPath })).statusCode).toBe(200);
    const keyRemoved = createSecrets(parseKeyring(newKeyList('next')));
    const signedLink = { appointmentId: signed.appointment.id, signature };
    expect((await reminderOptOutQuestion(t.database.db, keyRemoved, signedLink)).found).toBe(false);

    // A reminder queued before tokens: its envelope has none and its row no hash; it gets both as it is sent.
    const row = (await outbox()).find(
      (r) => r.appointment_id === queued.appointment.id && r.kind === 'reminder' && r.channel === 'email',
    )!;
    const { optOutToken: _dropped, ...envelope } = openEnvelope(t.app.secrets, String(row.id), String(row.sealed));
    await t.database.db.execute(
      sql`update notification_outbox set opt_out_hash = null,
          sealed = ${sealEnvelope(t.app.secrets, String(row.id), envelope)} where id = ${String(row.id)}`,
    );
    t.clock.set(new Date(new Date(queued.appointment.timestamp).getTime() - 23 * HOUR));
    await deliverAll();
    const reminder = mailTo(queued.body.basicInfo.email).find((mail) => mail.subject.startsWith('Reminder'));
    const link = reminder?.text.match(/https:\/\/scheduler\.example(\S+opt-out\?signature=[A-Za-z0-9_-]{43})/)?.[1];
    expect(link).toBeDefined();
    expect((await api.oneClickOptOut(t, link!)).statusCode).toBe(200);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it("keeps a sent reminder's opt-out link working when the outbox's expiry runs before the visit", async () => {
    const booked = await book();
    await deliverAll();
    const visit = new Date(booked.appointment.timestamp).getTime();
    t.clock.set(new Date(visit - 23 * HOUR));
    await deliverAll();
    const reminder = mailTo(booked.body.basicInfo.email).find((mail) => mail.subject.startsWith('Reminder'));
    const path = reminder?.text.match(/https:\/\/scheduler\.example(\S+opt-out\?signature=[A-Za-z0-9_-]{43})/)?.[1];
    expect(path).toBeDefined();
    // The link is checked against the sent reminder's row, so expiry must leave that row until the visit, even
    // when it keeps no finished message (NOTIFICATION_KEEP_DEAD_DAYS=0).
    t.clock.set(new Date(visit - 60_000));
    await expireMessages(t.database.db, { now: t.clock.now(), deadBefore: t.clock.now() });
    expect((await t.app.inject({ method: 'GET', url: path! })).statusCode).toBe(200);
    expect((await api.oneClickOptOut(t, path!)).statusCode).toBe(200);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('delivers each message once, as the receiver sees it, after the SMTP server refused for a while', async () => {
    smtp.refuseWith = 421;
    const booked = await Promise.all([book(), book(), book()]);
    await deliverAll();
    expect(smtp.received.filter((mail) => booked.some((b) => b.body.basicInfo.email === mail.to))).toHaveLength(0);
    const pending = (await outbox()).filter((row) => row.status === 'pending' && row.kind === 'confirmation');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.every((row) => row.last_error === 'smtp-421')).toBe(true);

    smtp.refuseWith = null;
    // The first retry waits 30 to 60 s (jittered); nothing goes out before it is due.
    t.clock.advance(29_000);
    await deliverAll();
    expect(smtp.received.filter((mail) => booked.some((b) => b.body.basicInfo.email === mail.to))).toHaveLength(0);
    t.clock.advance(31_000);
    await deliverAll();
    for (const { body } of booked) {
      expect(smtp.received.filter((mail) => mail.to === body.basicInfo.email)).toHaveLength(1);
    }
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('repeats a message with the same Message-ID when its delivery was not recorded, so the receiver drops it', async () => {
    const { body, appointment } = await book();
    const row = (await outbox()).find((r) => r.appointment_id === appointment.id && r.kind === 'confirmation')!;
    await deliverAll();
    // As if the process had died after the SMTP server took the message but before the row was marked sent.
    await t.database.db.execute(
      sql`update notification_outbox set status = 'pending', sealed = ${String(row.sealed)}, finished_at = null,
          due_at = ${t.clock.now().toISOString()}::timestamptz where id = ${String(row.id)}`,
    );
    await deliverAll();
    const copies = smtp.received.filter((mail) => mail.to === body.basicInfo.email);
    expect(copies).toHaveLength(2);
    expect(copies.map((mail) => mail.messageId)).toEqual([
      `<${row.id}@scheduler.example>`,
      `<${row.id}@scheduler.example>`,
    ]);
    expect(mailTo(body.basicInfo.email)).toHaveLength(1);
  });

  it('writes nothing to the outbox for a booking refused with 409 or 429', async () => {
    const { body } = await book();
    const before = (await outbox()).length;
    const taken = await api.book(t, { ...bookingBody(clinic, slotsOn(clinic, DAY)[slot - 1]!) });
    expect(taken.statusCode).toBe(409);
    const sameDay = await api.book(t, { ...body, dateTime: slotsOn(clinic, DAY)[slot++]!.timestamp });
    expect(sameDay.statusCode).toBe(429);
    expect((await outbox()).length).toBe(before);
  });

  it('keeps e-mail addresses and phone numbers sealed in the outbox, and no birth date or insurance anywhere', async () => {
    const { body } = await book({ consentDetails: { consentToTreat: 'Yes', smsConsent: 'Yes' } });
    const dump = JSON.stringify(await outbox());
    const logs = t.logs().join('\n');
    for (const secret of [
      body.basicInfo.email,
      body.basicInfo.phone,
      body.basicInfo.firstName,
      body.basicInfo.dateOfBirth,
      'MBR123456',
      'Buckeye',
    ]) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(dump).toMatch(/"sealed":"v2\./);
  });
});
