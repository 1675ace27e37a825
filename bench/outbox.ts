import { book, bookingRequest, freeSlots, runTag, type Slot } from '../apps/api/src/production/bookings.js';
import { startSmtpReceiver } from '../apps/api/src/test/smtp-receiver.js';
import { startServer } from './server-process.js';

export interface OutboxFigures {
  bookingsPerSecondWithout: number;
  bookingsPerSecondWith: number;
  /** (with − without) / without: negative when the outbox slows booking down. */
  bookingChange: number;
  /** Each round's bookings per second, to show how much the machine's load moved them. */
  rounds: { without: number[]; with: number[] };
  delivered: number;
  deliveredPerSecond: number;
}

const CONCURRENCY = 10;

/** Books every slot, CONCURRENCY at a time, each for a patient of its own; bookings per second. */
async function bookAll(url: string, slots: Slot[], firstPatient: number): Promise<number> {
  const run = runTag();
  let next = 0;
  let booked = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < slots.length) {
        const i = next++;
        const outcome = await book(url, bookingRequest(slots[i]!, firstPatient + i, run));
        if (outcome.kind === 'answer' && outcome.status === 201) booked += 1;
      }
    }),
  );
  return booked / ((performance.now() - started) / 1000);
}

/**
 * The outbox's cost on the booking path and its delivery rate. Bookings on free slots (no contention) with
 * NOTIFICATIONS=false (the path as it was) and =true, alternating rounds so drift in the machine falls on both;
 * then a server with SMTP_URL pointing at a local SMTP server delivers the queued confirmations.
 */
export async function outboxBenchmark(
  serverEnv: Record<string, string>,
  port: number,
  options: { bookingsPerRound: number; rounds: number },
): Promise<OutboxFigures> {
  const rates = { without: [] as number[], with: [] as number[] };
  let patient = 20_000;
  for (let round = 0; round < options.rounds * 2; round++) {
    const mode = round % 2 === 0 ? 'without' : 'with';
    const server = await startServer({ ...serverEnv, NOTIFICATIONS: String(mode === 'with') }, port);
    try {
      const slots = await freeSlots(server.url, options.bookingsPerRound + 20);
      // The first bookings warm the path (compiled code, caches) and are not counted.
      await bookAll(server.url, slots.slice(0, 20), patient);
      rates[mode].push(await bookAll(server.url, slots.slice(20), patient + 20));
      patient += slots.length;
    } finally {
      await server.stop();
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const without = mean(rates.without);
  const withOutbox = mean(rates.with);

  const smtp = await startSmtpReceiver();
  const queued = rates.with.length * (options.bookingsPerRound + 20);
  const server = await startServer(
    { ...serverEnv, SMTP_URL: smtp.url, MAIL_FROM: 'bench@example.org', NOTIFICATION_POLL_MS: '10' },
    port,
  );
  let seconds: number;
  try {
    // Timed from the first e-mail to the last, so the server's start is not counted.
    await smtp.waitFor(1, 60_000);
    const started = performance.now();
    await smtp.waitFor(queued, 300_000);
    seconds = (performance.now() - started) / 1000;
  } finally {
    await server.stop();
    await smtp.close();
  }
  return {
    bookingsPerSecondWithout: without,
    bookingsPerSecondWith: withOutbox,
    bookingChange: (withOutbox - without) / without,
    rounds: rates,
    delivered: smtp.inbox().length,
    deliveredPerSecond: (smtp.inbox().length - 1) / seconds,
  };
}
