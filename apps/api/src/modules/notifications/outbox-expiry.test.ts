import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { TEST_TODAY } from '#api/test/database.js';
import {
  deliverAll,
  deliveringConfig,
  METRICS_TOKEN,
  metricValue,
  outboxOf,
  scrapeMetrics,
} from '#api/test/outbox-fixtures.js';
import { api, bookingBody, SERVICES, seededClinic, slotsOn, type TestProvider } from '#api/test/scheduling-fixtures.js';
import { startSmsReceiver } from '#api/test/sms-receiver.js';
import { startSmtpReceiver } from '#api/test/smtp-receiver.js';

const HOUR = 3_600_000;

describe('the outbox without e-mail or texts configured (as compose.yaml runs it)', () => {
  let t: TestApp;
  let clinic: TestProvider;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000, NOTIFICATION_POLL_MS: 0, METRICS_TOKEN } });
    clinic = await seededClinic(t, SERVICES.flu);
  });
  afterAll(() => t?.close());

  const taken = new Map<string, number>();
  async function bookOn(day: string, count: number) {
    const ids: string[] = [];
    const first = taken.get(day) ?? 0;
    taken.set(day, first + count);
    const free = slotsOn(clinic, day).slice(first, first + count);
    for (const [i, at] of free.entries()) {
      const body = bookingBody(clinic, at);
      if (i % 2 === 0) body.consentDetails = { ...body.consentDetails, smsConsent: 'Yes' };
      const response = await api.book(t, body);
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.appointments[0].id as string);
    }
    return ids;
  }

  const gauge = async (name: string, channel: string) =>
    metricValue(await scrapeMetrics(t), `${name}{channel="${channel}"}`);

  it('keeps messages until their visit, then deletes them with their contact details, counted; the queue empties', async () => {
    t.clock.set(TEST_TODAY);
    const earlier = await bookOn('2026-03-05', 6);
    const later = await bookOn('2026-03-06', 6);
    // Per booking an e-mail confirmation and reminder; texts too for every other one.
    const written = await outboxOf(t, [...earlier, ...later]);
    expect(written).toHaveLength(36);
    expect(written.every((row) => row.status === 'pending' && row.sealed !== null)).toBe(true);
    expect(await gauge('hs_notifications_pending', 'email')).toBe(24);
    expect(await gauge('hs_notifications_pending', 'sms')).toBe(12);

    t.clock.advance(2 * HOUR);
    expect(await t.app.notifications.deliverDue()).toBe(0);
    expect(await gauge('hs_notification_oldest_due_seconds', 'email')).toBe(2 * 3600);

    // The first day's visits are over; the second day's are still to come.
    t.clock.set(new Date('2026-03-06T04:00:00Z'));
    expect(await t.app.notifications.expire()).toBe(18);
    expect(await outboxOf(t, earlier)).toEqual([]);
    expect(await outboxOf(t, later)).toHaveLength(18);

    t.clock.set(new Date('2026-03-07T04:00:00Z'));
    expect(await t.app.notifications.expire()).toBe(18);
    expect(await outboxOf(t, later)).toEqual([]);
    expect(await gauge('hs_notifications_pending', 'email')).toBe(0);
    expect(await gauge('hs_notification_oldest_due_seconds', 'email')).toBe(0);
    const metrics = await scrapeMetrics(t);
    expect(metricValue(metrics, 'hs_notifications_total{channel="email",kind="confirmation",outcome="expired"}')).toBe(
      12,
    );
    expect(metricValue(metrics, 'hs_notifications_total{channel="sms",kind="reminder",outcome="expired"}')).toBe(6);
    const expired = t.logs().filter((line) => JSON.parse(line).msg === 'notifications expired');
    expect(expired.map((line) => JSON.parse(line).expired)).toEqual([18, 18]);
  });

  it('skips, rather than sends, a waiting message whose visit has passed when e-mail is turned on late', async () => {
    t.clock.set(TEST_TODAY);
    const [id] = await bookOn('2026-03-05', 1);
    const smtp = await startSmtpReceiver();
    const sms = await startSmsReceiver();
    // Another process over the same database, started with e-mail and texts on after the visit.
    const late = await createTestApp({
      database: t.database,
      now: new Date('2026-03-05T23:00:00Z'),
      config: { ...deliveringConfig(smtp.url, sms.url), ENCRYPTION_KEY: t.app.deps.config.ENCRYPTION_KEY },
    });
    try {
      await deliverAll(late);
      expect(smtp.received).toEqual([]);
      expect(sms.received).toEqual([]);
      const rows = await outboxOf(t, [id!]);
      expect(rows.map((row) => [row.status, row.last_error, row.sealed])).toEqual(
        Array(rows.length).fill(['skipped', 'visit-passed', null]),
      );
    } finally {
      await late.close();
      await smtp.close();
      await sms.close();
    }
  });
});
