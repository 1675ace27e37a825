import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '#api/config.js';
import { rowsOf } from '#api/db/sql-values.js';
import { createTestApp, type TestApp } from './app.js';
import { startSmsReceiver } from './sms-receiver.js';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver.js';

export const METRICS_TOKEN = 'metrics-token-for-tests';

/** An app that sends e-mail (and texts, given a provider) to these receivers, only when a test delivers. */
export const deliveringConfig = (smtpUrl: string, smsUrl?: string): Partial<Config> => ({
  RATE_LIMIT_PER_MINUTE: 100_000,
  PUBLIC_URL: 'https://scheduler.example',
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'The Local Clinic <appointments@scheduler.example>',
  ...(smsUrl
    ? { SMS_API_URL: smsUrl, SMS_FROM: '+15005550006', SMS_ACCOUNT_ID: 'AC123', SMS_AUTH_TOKEN: 'sms-token' }
    : {}),
  NOTIFICATION_POLL_MS: 0,
  NOTIFICATION_RETRY_SECONDS: 60,
  METRICS_TOKEN,
});

export interface DeliveringApp {
  t: TestApp;
  smtp: SmtpReceiver;
  sms: Awaited<ReturnType<typeof startSmsReceiver>>;
}

/**
 * An app delivering to a real SMTP server and the text-message provider's stand-in, all three started before the
 * tests that follow and closed after them; the answer stands in for them at once.
 */
export function useDeliveringApp(): DeliveringApp {
  const started: Partial<DeliveringApp> = {};
  beforeAll(async () => {
    started.smtp = await startSmtpReceiver();
    started.sms = await startSmsReceiver();
    started.t = await createTestApp({ config: deliveringConfig(started.smtp.url, started.sms.url) });
  });
  afterAll(async () => {
    await started.t?.close();
    await started.smtp?.close();
    await started.sms?.close();
  });
  const get = <K extends keyof DeliveringApp>(key: K): DeliveringApp[K] => {
    const value = started[key];
    if (!value) throw new Error(`The ${key} is only there once the beforeAll hooks have run`);
    return value as DeliveringApp[K];
  };
  return {
    get t() {
      return get('t');
    },
    get smtp() {
      return get('smtp');
    },
    get sms() {
      return get('sms');
    },
  };
}

export interface OutboxRow {
  id: string;
  appointment_id: string;
  kind: string;
  channel: string;
  status: string;
  sealed: string | null;
  attempts: number;
  last_error: string | null;
}

/** Delivers every round due now, as the worker's timer would. */
export async function deliverAll(t: TestApp): Promise<void> {
  while ((await t.app.notifications.deliverDue()) > 0) {}
}

/** Moves the clock on by `minutes` in steps of `stepMinutes`, delivering what is due after each. */
export async function deliverFor(t: TestApp, minutes: number, stepMinutes = 10): Promise<void> {
  for (let passed = 0; passed < minutes; passed += stepMinutes) {
    t.clock.advance(stepMinutes * 60_000);
    await deliverAll(t);
  }
}

export async function outboxOf(t: TestApp, appointmentIds: readonly string[]): Promise<OutboxRow[]> {
  const rows = rowsOf<OutboxRow>(await t.database.db.execute(sql`select * from notification_outbox`));
  return rows.filter((row) => appointmentIds.includes(row.appointment_id));
}

/** The metrics text, read as a scraper with the token would. */
export async function scrapeMetrics(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** One sample's value, e.g. `metricValue(text, 'hs_notifications_pending{channel="email"}')`; NaN when absent. */
export function metricValue(text: string, sample: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : Number.NaN;
}
