import { PassThrough } from 'node:stream';
import type { BookingRequest } from '@hs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecrets, parseKeyring } from '#api/modules/security';
import { type App, buildApp } from './app.js';
import { keyNeeds, keyReport, refusalToServe, rotateKeys } from './key-rotation.js';
import type { TestApp } from './test/app.js';
import { createTestApp } from './test/app.js';
import { addTestProvider, api, bookingBody, slotsOn, type TestProvider } from './test/scheduling-fixtures.js';
import { type SmtpReceiver, startSmtpReceiver } from './test/smtp-receiver.js';

const PUBLIC_URL = 'https://scheduler.example';
const HOUR = 3_600_000;
const KEY = {
  a: Buffer.alloc(32, 0xa1).toString('base64'),
  b: Buffer.alloc(32, 0xb2).toString('base64'),
  c: Buffer.alloc(32, 0xc3).toString('base64'),
};
const keyList = (...ids: (keyof typeof KEY)[]) => ids.map((id) => `${id}:${KEY[id]}`).join(',');
/** The first visits' day: its reminders go out while key a is the current one. */
const EARLY_DAY = '2026-03-04';
/** The later visits' day: its reminders wait in the outbox through both rotations. */
const LATE_DAY = '2026-03-10';
const REPLAY_KEY = 'rotation-replay-0001';

interface Booked {
  id: string;
  confirmCode: string;
  timestamp: string;
  body: BookingRequest;
}

/**
 * Decision 039: key a → b → c, then a removed, then b removed, with every code, link and waiting message still
 * working; and `npm run rotate-keys` saying when each key can go, and a server refusing a key removed too early.
 */
describe('key rotation: two rotations, then the first and the second key removed', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  let clinic: TestProvider;
  const booked: Booked[] = [];
  let slot = 0;
  let optOutPath = '';
  let firstReplay: unknown;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await createTestApp({ config: appConfig(keyList('a')) });
    clinic = await addTestProvider(t, { capacity: 4 });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function appConfig(keys: string) {
    return {
      ENCRYPTION_KEYS: keys,
      RATE_LIMIT_PER_MINUTE: 100_000,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'The Local Clinic <appointments@scheduler.example>',
      NOTIFICATION_POLL_MS: 0,
    };
  }

  /** As a restart of the server with another key list: a new app over the same database. */
  async function restartWith(keys: string) {
    const previous: App = t.app;
    const app = await buildApp({
      config: { ...t.app.deps.config, ...appConfig(keys) },
      database: t.database,
      clock: t.clock,
      logStream: new PassThrough(),
    });
    await app.ready();
    await previous.close();
    t = { ...t, app };
  }

  async function book(day: string, idempotencyKey?: string) {
    const at = slotsOn(clinic, day)[slot++]!;
    const body = bookingBody(clinic, at);
    const response = await api.book(t, body, idempotencyKey);
    expect(response.statusCode, response.body).toBe(201);
    const appointment = response.json().data.appointments[0];
    booked.push({ ...appointment, body });
    return response;
  }

  async function deliverAll() {
    while ((await t.app.notifications.deliverDue()) > 0) {}
  }

  const secretsOf = (keys: string) => createSecrets(parseKeyring(keys));
  const listed = (keys: string) => [...parseKeyring(keys).keys.keys()];

  /** A code works when its appointment can be viewed with it and found with it, the last name and birth date. */
  async function codesWorking(): Promise<number> {
    let working = 0;
    for (const [index, appointment] of booked.entries()) {
      const clientIp = `203.0.113.${100 + index}`;
      const view = await api.details(t, appointment.id, appointment.confirmCode, clientIp);
      const lookup = await api.lookup(
        t,
        {
          confirmCode: appointment.confirmCode,
          lastName: appointment.body.basicInfo.lastName,
          dateOfBirth: appointment.body.basicInfo.dateOfBirth,
        },
        clientIp,
      );
      if (
        view.statusCode === 200 &&
        lookup.statusCode === 200 &&
        lookup.json().data.appointment.id === appointment.id
      ) {
        working += 1;
      }
    }
    return working;
  }

  async function replayAndOncePerDay() {
    const replay = booked.find((appointment) => appointment.id === (firstReplay as { id: string }).id)!;
    const again = await api.book(t, replay.body, REPLAY_KEY);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.appointments[0]).toEqual(firstReplay);
    // The same key with another request is still told apart from a retry.
    const other = await api.book(t, bookingBody(clinic, slotsOn(clinic, LATE_DAY)[slot++]!), REPLAY_KEY);
    expect(other.statusCode, other.body).toBe(422);
    // The same patient, service and day again: the earlier booking, hashed under an older key, still counts.
    const twice = await api.book(t, { ...replay.body, dateTime: slotsOn(clinic, LATE_DAY)[slot++]!.timestamp });
    expect(twice.statusCode, twice.body).toBe(429);
    expect(twice.json().errors[0].code).toBe('ALREADY_BOOKED');
  }

  it('books and sends under key a', async () => {
    await book(EARLY_DAY);
    firstReplay = (await book(LATE_DAY, REPLAY_KEY)).json().data.appointments[0];
    await book(LATE_DAY);
    await deliverAll();
    expect(smtp.inbox()).toHaveLength(3);

    // The early visit's reminder goes out while a is the current key, with its opt-out link.
    const early = booked[0]!;
    t.clock.set(new Date(new Date(early.timestamp).getTime() - 23 * HOUR));
    await deliverAll();
    const reminder = smtp
      .inbox()
      .find((mail) => mail.to === early.body.basicInfo.email && /Reminder/.test(mail.subject));
    const link = reminder?.text.match(/https:\/\/scheduler\.example(\S+opt-out\?signature=[A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBeDefined();
    optOutPath = link![1]!;
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('rotates to b: every row moves to b, and a can go', async () => {
    await restartWith(keyList('b', 'a'));
    await book(LATE_DAY);
    const secrets = secretsOf(keyList('b', 'a'));
    const rotated = await rotateKeys(t.database.db, secrets);
    expect(rotated.appointments).toBe(3);
    expect(rotated.answers).toBe(1);
    const report = keyReport(
      await keyNeeds(t.database.db, secrets, t.clock.now()),
      listed(keyList('b', 'a')),
      'ENCRYPTION_KEYS',
    );
    expect(report).toEqual(['key a is no longer needed by any row: remove it from ENCRYPTION_KEYS']);
  });

  it('rotates to c; a server without b refuses to start until the rows under b are re-keyed', async () => {
    await restartWith(keyList('c', 'b', 'a'));
    await book(LATE_DAY);
    const tooEarly = await refusalToServe(
      t.database.db,
      parseKeyring(keyList('c', 'a')),
      'ENCRYPTION_KEYS',
      t.clock.now(),
    );
    expect(tooEarly).toMatch(
      /^key b is still needed by appointments' patient data \(4\), sealed confirmation codes \(4\), confirmation-code and patient hashes \(4\), waiting messages \(\d+\), answers kept for Idempotency-Keys \(1\)\./,
    );

    const secrets = secretsOf(keyList('c', 'b', 'a'));
    await rotateKeys(t.database.db, secrets);
    const report = keyReport(
      await keyNeeds(t.database.db, secrets, t.clock.now()),
      listed(keyList('c', 'b', 'a')),
      'ENCRYPTION_KEYS',
    );
    expect(report).toEqual([
      'key b is no longer needed by any row: remove it from ENCRYPTION_KEYS',
      'key a is no longer needed by any row: remove it from ENCRYPTION_KEYS',
    ]);
  });

  it('with a removed: codes, replays, the once-a-day rule and the opt-out link still work', async () => {
    expect(
      await refusalToServe(t.database.db, parseKeyring(keyList('c', 'b')), 'ENCRYPTION_KEYS', t.clock.now()),
    ).toBeNull();
    await restartWith(keyList('c', 'b'));
    expect(await codesWorking()).toBe(booked.length);
    await replayAndOncePerDay();
    const page = await t.app.inject({ method: 'GET', url: optOutPath });
    expect(page.statusCode).toBe(200);
    const last = booked.at(-1)!;
    expect((await api.cancel(t, last.id, last.confirmCode, '198.51.100.1')).statusCode).toBe(200);
  });

  it('with b removed too: codes, replays, the rule, the link and the waiting messages still work', async () => {
    expect(
      await refusalToServe(t.database.db, parseKeyring(keyList('c')), 'ENCRYPTION_KEYS', t.clock.now()),
    ).toBeNull();
    await restartWith(keyList('c'));
    expect(await codesWorking()).toBe(booked.length);
    await replayAndOncePerDay();
    const optOut = await api.oneClickOptOut(t, optOutPath);
    expect(optOut.statusCode).toBe(200);
    const kept = booked[1]!;
    const canceled = booked[2]!;
    expect((await api.cancel(t, canceled.id, canceled.confirmCode, '198.51.100.2')).statusCode).toBe(200);

    // Sealed under a (or b) while they waited: the confirmations of the appointments booked under b and c, the
    // cancellations, and the later day's reminders, all delivered now with c alone.
    await deliverAll();
    t.clock.set(new Date(new Date(kept.timestamp).getTime() - 23 * HOUR));
    await deliverAll();
    const subjects = (appointment: Booked) =>
      smtp
        .inbox()
        .filter((mail) => mail.to === appointment.body.basicInfo.email)
        .map((mail) => mail.subject);
    const [isBooked, isCanceled, reminder] = [
      'Your appointment at The Local Clinic is booked',
      'Your appointment at The Local Clinic is canceled',
      'Reminder: your appointment at The Local Clinic',
    ];
    expect(subjects(kept)).toEqual([isBooked, reminder]);
    expect(subjects(canceled)).toEqual([isBooked, isCanceled]);
    expect(subjects(booked[3]!)).toEqual([isBooked, reminder]);
    // Canceled before its confirmation went out: that one is skipped, as any stale message is.
    expect(subjects(booked[4]!)).toEqual([isCanceled]);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });
});
