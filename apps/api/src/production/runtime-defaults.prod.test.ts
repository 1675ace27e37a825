import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseUrl } from './postgres.js';
import { type ServerProcess, startServer } from './server-process.js';

const PORT = 4941;
const METRICS_PORT = 4942;

/** The JSON lines the server logged so far, once its `ready` line is among them. */
async function startupLog(server: ServerProcess): Promise<Array<{ level: number; msg: string; node?: string }>> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes('"msg":"ready"') && Date.now() < deadline) await sleep(50);
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

describe('the compiled server started for production without PUBLIC_URL and with a metrics port', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.child.kill('SIGKILL'));

  it('runs on the node under check, says PUBLIC_URL is missing, and serves metrics on this machine alone', async () => {
    const env = {
      DATABASE_URL: testDatabaseUrl(),
      ENCRYPTION_KEY: 'c5'.repeat(32),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      METRICS_PORT: String(METRICS_PORT),
    };
    server = await startServer(env, PORT);
    const log = await startupLog(server);

    expect(log.find((line) => line.msg === 'ready')?.node).toBe(inject('serverNodeVersion'));
    const warnings = log.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toContain(
      `PUBLIC_URL is not set, so links in e-mails and text messages point to http://localhost:${PORT}, which ` +
        'patients cannot open: set PUBLIC_URL to the address they use, e.g. https://scheduler.example.com',
    );

    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.2:${METRICS_PORT}/metrics`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
  });
});
