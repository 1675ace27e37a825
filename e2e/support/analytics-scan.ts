import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { findPatientData } from '@hs/domain';
import { lockHolderPid } from './server-lock.js';

/**
 * What the browser tests type as patients, benefit codes and the like (support/bookings.ts and the specs): none
 * of it may reach an analytics event. The shapes of emails, phone numbers and birth dates are checked on top.
 */
export const TYPED_VALUES: readonly RegExp[] = [
  /quill[a-z]{7}/i,
  /okonkwo/i,
  /100 main st/i,
  /hamilton/i,
  /cincinnati/i,
  /555-?0142/,
  /1988/,
  /wellness2026|expired2025/i,
  /@example\.org/i,
];

interface StoredEvent {
  id: number;
  name: string;
  payload: unknown;
  receivedAt: Date;
}

/** The patient data an event holds, if any: where it sits and why it counts. */
export function patientDataIn(event: StoredEvent, secrets: readonly string[]): string | null {
  const found = findPatientData(event.payload, event.receivedAt);
  if (found) return `${found.path.join('.')} (${found.reason})`;
  const text = JSON.stringify(event.payload);
  const typed = TYPED_VALUES.find((pattern) => pattern.test(text));
  if (typed) return `a value the tests typed (${typed})`;
  const secret = secrets.find((value) => text.includes(value));
  return secret ? 'an appointment id or reservation code' : null;
}

/** Stops the run's server (its pid is in the data folder's lock) and waits until it has let the folder go. */
async function stopServer(dataDir: string): Promise<void> {
  const pid = lockHolderPid(dataDir);
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; lockHolderPid(dataDir) !== undefined; waited += 100) {
    if (waited > 30_000) throw new Error(`The e2e server (pid ${pid}) did not stop within 30 s.`);
    await sleep(100);
  }
}

/**
 * After the run (Playwright's global teardown runs before it stops the web server, so this stops it first):
 * reads every analytics event the run stored and fails the run if one holds a name, date of birth, email,
 * phone, address or code.
 */
export default async function scanAnalyticsEvents(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the config names the e2e server data folder there.');
  // The server always makes its folder; without one it ran elsewhere (a DATABASE_URL) and nothing was checked.
  if (!existsSync(dataDir)) throw new Error(`The e2e server left no data folder at ${dataDir} to scan.`);
  await stopServer(dataDir);
  const db = new PGlite(dataDir);
  try {
    const events = await db.query<StoredEvent>(
      'select id, name, payload, received_at as "receivedAt" from analytics_events order by id',
    );
    const ids = await db.query<{ value: string }>(
      `select id as value from appointments
       union select reservation_code from slot_claims where reservation_code is not null`,
    );
    const secrets = ids.rows.map((row) => row.value);
    const leaks = events.rows.flatMap((event) => {
      const found = patientDataIn(event, secrets);
      return found ? [`event ${event.id} (${event.name}): ${found}`] : [];
    });
    console.log(`Analytics scan: ${events.rows.length} stored events, ${leaks.length} with patient data.`);
    if (leaks.length > 0) throw new Error(`Analytics events hold patient data:\n${leaks.join('\n')}`);
  } finally {
    await db.close();
  }
}
