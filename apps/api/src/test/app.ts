import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { type App, buildApp } from '#api/app.js';
import { type Clock, fixedClock } from '#api/clock.js';
import { type Config, loadConfig } from '#api/config.js';
import type { DatabaseHandle } from '#api/db/client.js';
import { createTestDatabase, TEST_TODAY } from './database.js';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  clock: ReturnType<typeof fixedClock>;
  /** Every JSON log line the app wrote so far. */
  logs(): string[];
  close(): Promise<void>;
}

/**
 * A full app over a fresh test database (or one given, which the caller keeps and closes: a second process's
 * view of the same data), a settable clock and captured logs.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; variant?: 'seeded' | 'empty'; now?: Date; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.variant ?? 'seeded'));
  const clock = fixedClock(options.now ?? TEST_TODAY);
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  // A key of its own, in the config, so that a second app built over the same database (as another process
  // would be) opens and hashes what the first one wrote.
  const key = randomBytes(32).toString('base64');
  // The waitlist's worker runs when a test says (app.waitlist.runOnce), as the outbox's does with deliveringConfig.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'info', ENCRYPTION_KEY: key, WAITLIST_POLL_MS: '0' }),
    ...options.config,
  };
  const app = await buildApp({ config, database, clock: clock as Clock, logStream });
  await app.ready();
  return {
    app,
    database,
    clock,
    logs: () => [...lines],
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Another API process over a test app's database and clock, its logs discarded: what a second server does. */
export function secondProcess(t: TestApp): Promise<App> {
  return buildApp({
    config: t.app.deps.config,
    database: t.database,
    clock: t.clock as Clock,
    logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
}
