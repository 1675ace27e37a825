import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#api/db/client.js';
import { appointments } from '#api/db/schema.js';
import { book, bookingRequest, freeSlots, type Outcome, runTag } from './bookings.js';
import { type ServerProcess, startServer } from './server-process.js';

const BURST = 30;
const LATE = 5;

describe('SIGTERM during a burst of bookings (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-drain-'));
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request in flight, keeps every acknowledged booking and exits 0', async () => {
    // A generous bound: on a busy machine the embedded database books slowly, and the check is about losing
    // nothing, not about the default bound.
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', SHUTDOWN_TIMEOUT_SECONDS: '60' }, 4904);
    const { url } = server;
    const slots = await freeSlots(url, BURST + LATE);
    expect(slots).toHaveLength(BURST + LATE);
    const run = runTag();

    // The burst is sent at once; the signal comes as soon as its first booking is acknowledged, so the rest
    // are being worked on or waiting for the database when the server is told to stop.
    let signalledAt = 0;
    const burst: Promise<Outcome>[] = slots.slice(0, BURST).map((slot, i) =>
      book(url, bookingRequest(slot, i + 1, run)).then((outcome) => {
        if (signalledAt === 0) {
          signalledAt = Date.now();
          server?.child.kill('SIGTERM');
        }
        return outcome;
      }),
    );
    const inFlight = await Promise.all(burst);
    // Requests sent after the burst are served while the process drains, or find the port closed once it has
    // stopped listening; which one depends on timing, but none may be acknowledged and then lost.
    const late = await Promise.all(
      slots.slice(BURST).map((slot, i) => book(url, bookingRequest(slot, BURST + i + 1, run))),
    );
    const exit = await server.exited;

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    // Every booking of the burst was in flight when the signal came, and every one was answered in full.
    expect(inFlight.filter((outcome) => outcome.kind !== 'answer' || outcome.status !== 201)).toEqual([]);
    expect(inFlight.filter((outcome) => outcome.at > signalledAt).length).toBeGreaterThan(BURST / 2);
    for (const outcome of late) if (outcome.kind === 'answer') expect(outcome.status).toBe(201);

    const acknowledged = [...inFlight, ...late].flatMap((outcome) =>
      outcome.kind === 'answer' && outcome.status === 201 && outcome.appointmentId ? [outcome.appointmentId] : [],
    );
    const database = await openDatabase({ dataDir, migrate: false });
    const kept = await database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(inArray(appointments.id, acknowledged));
    await database.close();
    expect(kept.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });
});
