import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import {
  deliverAll,
  deliverFor,
  deliveringConfig,
  metricValue,
  type OutboxRow,
  outboxOf,
  scrapeMetrics,
} from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { type SmsRefusal, startSmsReceiver } from '#api/test/sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';
import { requeueDead } from './outbox-upkeep.repository.js';

const MAIL_PASSWORD = 'mail-password';
const HOUR = 3_600_000;
const REFUSED = 'notification channel refused';

describe('delivery failures by kind: a refused recipient, a refused configuration, an outage', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  let clinic: TestProvider;
  let slots: ReturnType<typeof slotsOn>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startSmsReceiver();
    t = await createTestApp({
      config: {
        ...deliveringConfig(smtp.url.replace('smtp://', `smtp://clinic:${MAIL_PASSWORD}@`), sms.url),
        NOTIFICATION_KEEP_DEAD_DAYS: 2,
      },
    });
    clinic = await seededClinic(t, SERVICES.flu);
    slots = [...slotsOn(clinic, '2026-03-05'), ...slotsOn(clinic, '2026-03-06')];
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });
  beforeEach(() => {
    t.clock.set(TEST_TODAY);
    smtp.password = MAIL_PASSWORD;
    smtp.refuseWith = null;
    smtp.refusedAddresses.clear();
    sms.refuseWith = null;
    sms.refusedNumbers.clear();
  });

  async function book(options: { texts?: boolean; phone?: string } = {}) {
    const body = bookingBody(clinic, slots.shift()!);
    if (options.texts) body.consentDetails = { ...body.consentDetails, smsConsent: 'Yes' };
    if (options.phone) body.basicInfo.phone = options.phone;
    const response = await api.book(t, body);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.appointments[0].id as string, email: body.basicInfo.email };
  }

  /** The confirmations (e-mail and text) of these bookings. */
  const confirmations = async (...booked: { id: string }[]) =>
    (
      await outboxOf(
        t,
        booked.map((b) => b.id),
      )
    ).filter((row) => row.kind === 'confirmation');
  const byChannel = (rows: OutboxRow[], channel: string) => rows.filter((row) => row.channel === channel);
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to === address);
  const logLines = (message: string) => t.logs().filter((line) => JSON.parse(line).msg === message);
  const deadCount = async () => {
    const [row] = rowsOf<{ withContact: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as "withContact" from notification_outbox where status = 'dead' and sealed is not null`,
      ),
    );
    return row!;
  };
  const configFailing = async (channel: string) =>
    metricValue(await scrapeMetrics(t), `hs_notification_config_failing{channel="${channel}"}`);

  it('a mailbox refused with 550 or a number the provider calls invalid (400, 21211) kills that message only', async () => {
    const refused = await book({ texts: true, phone: '614-555-0199' });
    smtp.refusedAddresses.set(refused.email, `550 5.1.1 <${refused.email}>: mailbox unavailable`);
    sms.refusedNumbers.set('+16145550199', { status: 400, code: 21211 });
    const fine = await book({ texts: true });
    await deliverAll(t);

    const rows = await confirmations(refused);
    expect(byChannel(rows, 'email')).toMatchObject([{ status: 'dead', attempts: 1, last_error: 'smtp-550-5.1.1' }]);
    expect(byChannel(rows, 'sms')).toMatchObject([{ status: 'dead', attempts: 1, last_error: 'sms-400-21211' }]);
    // Kept sealed, so that retry-dead can send them once the address is mended.
    expect(rows.every((row) => row.sealed?.startsWith('v2.'))).toBe(true);
    expect(mailsTo(fine.email)).toHaveLength(1);
    expect((await confirmations(fine)).map((row) => row.status)).toEqual(['sent', 'sent']);

    expect(logLines('notification dead').join('\n')).toContain(rows[0]!.id);
    expect(logLines(REFUSED)).toHaveLength(0);
    expect(await configFailing('email')).toBe(0);
    expect(await configFailing('sms')).toBe(0);
    const stored = JSON.stringify(rows) + t.logs().join('\n');
    expect(stored).not.toContain(refused.email);
    expect(stored).not.toContain('5550199');
  });

  it('retry-dead sends dead messages again, those dead since a time if asked; a dead one is deleted after its days', async () => {
    const first = await book();
    const unsendable = await book();
    smtp.refuseWith = 550;
    await deliverAll(t);
    t.clock.advance(2 * HOUR);
    const later = await book();
    await deliverAll(t);
    expect((await confirmations(first, unsendable, later)).map((row) => row.status)).toEqual(Array(3).fill('dead'));
    // As a message given up before dead ones kept their contact details.
    await t.database.db.execute(
      sql`update notification_outbox set sealed = null where appointment_id = ${unsendable.id}`,
    );
    smtp.refuseWith = null;

    const now = t.clock.now();
    const since = new Date(now.getTime() - HOUR);
    expect(await requeueDead(t.database.db, { now, since })).toEqual({ requeued: 1, unsendable: 0 });
    await deliverAll(t);
    expect(mailsTo(later.email)).toHaveLength(1);
    expect(mailsTo(first.email)).toHaveLength(0);

    const dead = await deadCount();
    expect(await requeueDead(t.database.db, { now })).toEqual({ requeued: dead.withContact, unsendable: 1 });
    await deliverAll(t);
    expect(mailsTo(first.email)).toHaveLength(1);
    expect((await confirmations(first, later)).map((row) => row.status)).toEqual(['sent', 'sent']);

    t.clock.advance(2 * 24 * HOUR + 60_000);
    expect(await t.app.notifications.expire()).toBe(1);
    expect(await confirmations(unsendable)).toEqual([]);
    // The reminders wait for their time: the visits are still ahead.
    expect((await outboxOf(t, [first.id])).map((row) => row.kind).sort()).toEqual(['confirmation', 'reminder']);
  });

  it('a refused SMTP login (535) holds e-mail, alerts once, probes with backoff, and delivers all once fixed', async () => {
    smtp.password = 'changed-on-the-server';
    smtp.endSessions();
    const booked = [await book(), await book(), await book({ texts: true })];
    await deliverAll(t);

    const held = byChannel(await confirmations(...booked), 'email');
    expect(held.map((row) => [row.status, row.last_error])).toEqual(Array(3).fill(['pending', 'smtp-535-5.7.8']));
    // The outage holds its own channel only.
    expect(byChannel(await confirmations(booked[2]!), 'sms')).toMatchObject([{ status: 'sent' }]);
    expect(logLines(REFUSED)).toHaveLength(1);
    expect(JSON.parse(logLines(REFUSED)[0]!)).toMatchObject({ level: 50, channel: 'email', reason: 'smtp-535-5.7.8' });
    expect(await configFailing('email')).toBe(1);

    const loginsBefore = smtp.logins;
    await deliverFor(t, 6 * 60);
    const probes = smtp.logins - loginsBefore;
    // 36 rounds of three messages would be 108 logins; one probe at a time, backing off to an hour, is a dozen.
    expect(probes).toBeGreaterThanOrEqual(4);
    expect(probes).toBeLessThanOrEqual(16);
    expect((await confirmations(...booked)).filter((row) => row.status !== 'sent' && row.status !== 'pending')).toEqual(
      [],
    );
    expect(logLines(REFUSED)).toHaveLength(1);

    smtp.password = MAIL_PASSWORD;
    await deliverFor(t, 60);
    for (const { email } of booked) expect(mailsTo(email)).toHaveLength(1);
    expect(byChannel(await confirmations(...booked), 'email').map((row) => row.status)).toEqual(Array(3).fill('sent'));
    expect(await configFailing('email')).toBe(0);
    expect(logLines('notification channel works again')).toHaveLength(1);
  });

  it.each<[string, SmsRefusal, string]>([
    ['a refused account token (401)', { status: 401, code: 20003 }, 'sms-401-20003'],
    ['a sender the provider cannot send from (400, 21606)', { status: 400, code: 21606 }, 'sms-400-21606'],
  ])('%s holds texts, alerted, until it is fixed; then they go', async (_, refusal, code) => {
    const alertsBefore = logLines(REFUSED).length;
    sms.refuseWith = refusal;
    const booked = await book({ texts: true });
    await deliverAll(t);
    expect(byChannel(await confirmations(booked), 'sms')).toMatchObject([{ status: 'pending', last_error: code }]);
    expect(mailsTo(booked.email)).toHaveLength(1);
    expect(
      logLines(REFUSED)
        .slice(alertsBefore)
        .map((line) => JSON.parse(line).channel),
    ).toEqual(['sms']);
    expect(await configFailing('sms')).toBe(1);

    await deliverFor(t, 3 * 60);
    expect(byChannel(await confirmations(booked), 'sms')).toMatchObject([{ status: 'pending' }]);

    sms.refuseWith = null;
    await deliverFor(t, 60);
    expect(byChannel(await confirmations(booked), 'sms')).toMatchObject([{ status: 'sent' }]);
    expect(sms.received.filter((text) => text.to === '+16145550142' && text.body.includes('is booked'))).not.toEqual(
      [],
    );
    expect(await configFailing('sms')).toBe(0);
    expect(logLines(REFUSED).length - alertsBefore).toBe(1);
  });

  it('a text refused as a bad request for one number only (400, no code) holds no other, and backs off', async () => {
    const alertsBefore = logLines(REFUSED).length;
    sms.refusedNumbers.set('+16145550177', { status: 400 });
    const odd = await book({ texts: true, phone: '614-555-0177' });
    const others = [];
    for (let hour = 0; hour < 6; hour++) {
      others.push(await book({ texts: true }));
      await deliverFor(t, 60, 5);
    }
    for (const other of others)
      expect(byChannel(await confirmations(other), 'sms')).toMatchObject([{ status: 'sent' }]);
    const [held] = byChannel(await confirmations(odd), 'sms');
    expect(held).toMatchObject({ status: 'pending', last_error: 'sms-400' });
    // Tried at every 5-minute round, it would have been 72 attempts and as many alerts in the six hours.
    expect(held!.attempts).toBeLessThanOrEqual(16);
    expect(logLines(REFUSED).length - alertsBefore).toBeLessThanOrEqual(held!.attempts);

    sms.refusedNumbers.clear();
    await deliverFor(t, 60);
    expect(byChannel(await confirmations(odd), 'sms')).toMatchObject([{ status: 'sent' }]);
    expect(await configFailing('sms')).toBe(0);
  });

  it('an outage (SMTP 421, SMS 429 then 500) is retried for a day: delivered after 6 hours, dead only after 24', async () => {
    const alertsBefore = logLines(REFUSED).length;
    const survived = [await book({ texts: true }), await book({ texts: true })];
    smtp.refuseWith = 421;
    sms.refuseWith = { status: 429 };
    await deliverAll(t);
    await deliverFor(t, 3 * 60);
    sms.refuseWith = { status: 500 };
    await deliverFor(t, 3 * 60);
    const waiting = await confirmations(...survived);
    expect(waiting.map((row) => row.status)).toEqual(Array(4).fill('pending'));
    expect(byChannel(waiting, 'email').every((row) => row.last_error === 'smtp-421' && row.attempts > 8)).toBe(true);
    expect(byChannel(waiting, 'sms').every((row) => row.last_error === 'sms-500')).toBe(true);
    expect(logLines(REFUSED).length).toBe(alertsBefore);
    expect(await configFailing('email')).toBe(0);

    smtp.refuseWith = null;
    sms.refuseWith = null;
    await deliverFor(t, 60);
    for (const { email } of survived) expect(mailsTo(email)).toHaveLength(1);
    expect((await confirmations(...survived)).map((row) => row.status)).toEqual(Array(4).fill('sent'));

    const lost = await book({ texts: true });
    smtp.refuseWith = 421;
    sms.refuseWith = { status: 500 };
    await deliverAll(t);
    await deliverFor(t, 23 * 60, 30);
    expect((await confirmations(lost)).map((row) => row.status)).toEqual(['pending', 'pending']);
    await deliverFor(t, 2 * 60, 30);
    const dead = await confirmations(lost);
    expect(dead.map((row) => [row.channel, row.status, row.last_error]).sort()).toEqual([
      ['email', 'dead', 'smtp-421'],
      ['sms', 'dead', 'sms-500'],
    ]);
    const deadLines = logLines('notification dead').filter((line) => dead.some((row) => line.includes(row.id)));
    expect(deadLines).toHaveLength(2);
    expect(deadLines.join('\n')).not.toContain(lost.email);
    const metrics = await scrapeMetrics(t);
    expect(
      metricValue(metrics, 'hs_notifications_total{channel="email",kind="confirmation",outcome="dead"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});
