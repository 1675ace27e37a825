import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { steadyTraffic } from './keep-alive-traffic.js';
import { createFreshDatabase } from './postgres.js';
import { type ServerProcess, startServer } from './server-process.js';

const CLIENTS = 8;
const DRAIN_SECONDS = 2;
const TIMEOUT_SECONDS = 10;

interface Shape {
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

async function embedded(): Promise<Shape> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-keepalive-'));
  return { env: { DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Two workers share the primary's listener, so they must stop listening together. */
async function clusterOverPostgres(): Promise<Shape> {
  const database = await createFreshDatabase('keepalive');
  return {
    env: { DATABASE_URL: database.url, ENCRYPTION_KEY: 'c5'.repeat(32), API_WORKERS: '2' },
    cleanUp: () => database.drop(),
  };
}

describe.each([
  ['the embedded database, one process', embedded],
  ['PostgreSQL, two workers', clusterOverPostgres],
])('SIGTERM with keep-alive clients sending straight to the server (no proxy in front): %s', (_name, shape) => {
  let server: ServerProcess | undefined;
  let cleanUp = async () => {};
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await cleanUp();
  });

  it('drains, stops accepting, closes each connection as its request finishes and exits 0', async () => {
    const { env, cleanUp: clean } = await shape();
    cleanUp = clean;
    server = await startServer(
      {
        ...env,
        SEED_DEMO: 'true',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      },
      4912,
    );
    const traffic = steadyTraffic(`${server.url}/appointment-management/v1/services?filter.businessNames=tlc`, CLIENTS);
    // The signal comes once every connection has been reused a few times, the stream at full speed.
    const warm = Date.now() + 60_000;
    while (traffic.outcomes.length < CLIENTS * 5 && Date.now() < warm) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const secondsToExit = (Date.now() - signalledAt) / 1000;
    const outcomes = await traffic.stop();

    const broken = outcomes.filter((outcome) => outcome.kind === 'broken');
    const answers = outcomes.flatMap((outcome) => (outcome.kind === 'answer' ? [outcome] : []));
    const afterSignal = answers.filter((answer) => answer.at > signalledAt);
    console.info(
      `keep-alive SIGTERM (${_name}): ${outcomes.length} requests sent, ${answers.length} answered ` +
        `(${afterSignal.length} after the signal), ` +
        `${outcomes.filter((outcome) => outcome.kind === 'refused').length} refused, ${broken.length} reset ` +
        `(${[...new Set(broken.map((outcome) => outcome.code))].join(', ')}), exit ${exit.code ?? exit.signal} ` +
        `after ${secondsToExit.toFixed(1)} s`,
    );

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(broken).toEqual([]);
    // The client did keep its connections alive, and was still being served while the process drained.
    expect(answers.filter((answer) => answer.at < signalledAt && answer.reusedSocket).length).toBeGreaterThan(0);
    expect(afterSignal.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    // It kept sending until the listener had closed and its connections were refused.
    expect(outcomes.filter((outcome) => outcome.kind === 'refused').length).toBeGreaterThan(0);
    // Every answer is a full one; once draining, answers ask the client to close its connection.
    for (const answer of answers) expect([200, 503]).toContain(answer.status);
    for (const answer of answers.filter((answer) => answer.status === 503)) expect(answer.connection).toBe('close');
    expect(afterSignal.filter((answer) => answer.connection === 'close').length).toBeGreaterThan(0);
    // Stopped once the drain was over, without waiting out the shutdown timeout.
    expect(secondsToExit).toBeGreaterThanOrEqual(DRAIN_SECONDS);
    expect(secondsToExit).toBeLessThan(DRAIN_SECONDS + TIMEOUT_SECONDS);
  });
});
