import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type SmtpReceiver, startSmtpReceiver } from '#api/test/smtp-receiver.js';
import { book, bookingRequest, freeSlots, type Outcome, runTag } from './bookings.js';
import { createFreshDatabase } from './postgres.js';
import { type ServerProcess, spawnServer, startServer, waitUntilReady } from './server-process.js';

const MAIL_ENV = {
  MAIL_FROM: 'The Local Clinic <appointments@scheduler.example>',
  PUBLIC_URL: 'https://scheduler.example',
  ENCRYPTION_KEY: 'b7'.repeat(32),
  NOTIFICATION_POLL_MS: '100',
  NOTIFICATION_RETRY_SECONDS: '1',
  SHUTDOWN_DRAIN_SECONDS: '0',
};

/** The e-mail address each acknowledged booking was made with. */
function acknowledgedAddresses(outcomes: Outcome[], requests: ReturnType<typeof bookingRequest>[]): string[] {
  return outcomes.flatMap((outcome, i) =>
    outcome.kind === 'answer' && outcome.status === 201 ? [requests[i]!.basicInfo.email] : [],
  );
}

async function pendingConfirmations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from notification_outbox where kind = 'confirmation' and status <> 'sent'",
    );
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('the outbox under faults (compiled server, PostgreSQL, a real SMTP server)', () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let smtp: SmtpReceiver;
  afterEach(async () => {
    for (const server of servers.splice(0)) server.child.kill('SIGKILL');
    await smtp?.close();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('loses nothing when the process is killed in the middle of a batch: every 201 gets its e-mail', async () => {
    smtp = await startSmtpReceiver();
    // A slow server keeps messages in flight, so the kill lands between sending and recording.
    smtp.acceptDelayMs = 150;
    const database = await createFreshDatabase('outbox_kill');
    cleanups.push(database.drop);
    // A short lease, so the restarted process takes over what the killed one had taken within seconds.
    const env = { ...MAIL_ENV, DATABASE_URL: database.url, SMTP_URL: smtp.url, NOTIFICATION_LEASE_SECONDS: '3' };
    const first = await startServer(env, 4610);
    servers.push(first);
    const run = runTag();
    const slots = await freeSlots(first.url, 40);
    expect(slots).toHaveLength(40);
    const requests = slots.map((slot, i) => bookingRequest(slot, i + 1, run));

    const outcomes = await Promise.all(
      requests.map((request) =>
        book(first.url, request).then((outcome) => {
          if (smtp.received.length >= 5 && first.child.exitCode === null) first.child.kill('SIGKILL');
          return outcome;
        }),
      ),
    );
    if (first.child.exitCode === null) {
      // Every booking was answered before five e-mails got through: kill while the batch is still being sent.
      while (smtp.received.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill('SIGKILL');
    }
    expect((await first.exited).signal).toBe('SIGKILL');
    const acknowledged = acknowledgedAddresses(outcomes, requests);
    const sentBeforeKill = smtp.inbox().length;
    expect(acknowledged.length).toBeGreaterThan(sentBeforeKill);

    const second = await startServer(env, 4610);
    servers.push(second);
    await smtp.waitFor(acknowledged.length, 60_000);
    const delivered = smtp.inbox().map((mail) => mail.to);
    for (const address of acknowledged) expect(delivered.filter((to) => to === address)).toHaveLength(1);
    // Bookings that committed as the process died (their 201 never left) are delivered too.
    await expect.poll(() => pendingConfirmations(database.url), { timeout: 30_000, interval: 200 }).toBe(0);
    console.log(
      `kill mid-batch: ${acknowledged.length} bookings acknowledged, ${sentBeforeKill} e-mails before the kill, ` +
        `${smtp.inbox().length} delivered in all, ${smtp.received.length - smtp.inbox().length} repeats dropped by Message-ID`,
    );
  });

  it('delivers each message once with two API processes polling one outbox', async () => {
    smtp = await startSmtpReceiver();
    smtp.acceptDelayMs = 20;
    const database = await createFreshDatabase('outbox_pair');
    cleanups.push(database.drop);
    const env = { ...MAIL_ENV, DATABASE_URL: database.url, SMTP_URL: smtp.url, NOTIFICATION_POLL_MS: '20' };
    const a = spawnServer(env, 4611);
    servers.push(a);
    await waitUntilReady(a);
    const b = spawnServer(env, 4612);
    servers.push(b);
    await waitUntilReady(b);

    const run = runTag();
    const slots = await freeSlots(a.url, 60);
    const requests = slots.map((slot, i) => bookingRequest(slot, i + 1, run));
    const outcomes = await Promise.all(requests.map((request, i) => book(i % 2 ? b.url : a.url, request)));
    const acknowledged = acknowledgedAddresses(outcomes, requests);
    expect(acknowledged).toHaveLength(requests.length);

    await smtp.waitFor(acknowledged.length, 60_000);
    // A little longer, so a second delivery of anything would have arrived.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(acknowledged.length);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(acknowledged.length);
    expect(await pendingConfirmations(database.url)).toBe(0);
  });
});
